import type { Kysely } from "kysely";
import { dialectOf } from "../dialect";
import { createProductAdminSearch, dropProductAdminSearch } from "../../content/product/admin-search.server";

/**
 * The admin product search's SQLite trigram table rebuilt to hold lower-cased text matched
 * case-sensitively: exactly LIKE's matches, so a broad search counts from the table alone instead of
 * reading up to 1,000 products. A database created after this change already has it; building it
 * again is harmless. PostgreSQL's indexes are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") return;
  await dropProductAdminSearch(db);
  await createProductAdminSearch(db);
}

/** The earlier migration's down removes the table; the older case-folding shape is not brought back. */
export async function down(): Promise<void> {}
