import type { Kysely } from "kysely";
import { runFrozen } from "./frozen";
import { productAdminSearch } from "./2026-11-22T1600-admin-lists";

/**
 * The admin product search's SQLite trigram table rebuilt to hold lower-cased text matched
 * case-sensitively: exactly LIKE's matches, so a broad search counts from the table alone instead of
 * reading up to 1,000 products. A database created after this change already has it; building it
 * again is harmless. PostgreSQL's indexes are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await runFrozen(db, { sqlite: [...productAdminSearch.drop.sqlite, ...productAdminSearch.create.sqlite], postgres: [] });
}

/** The earlier migration's down removes the table; the older case-folding shape is not brought back. */
export async function down(): Promise<void> {}
