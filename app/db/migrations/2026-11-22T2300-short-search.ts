import type { Kysely } from "kysely";
import { createShortSearch, dropShortSearch } from "../../search/short-search-schema.server";

/**
 * Indexes for site search queries of one or two characters, which trigram indexes cannot serve
 * (decision 015). SQLite rebuilds its search index with two more columns; PostgreSQL adds GIN
 * indexes over short substrings. Dialect parts in app/search/.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createShortSearch(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropShortSearch(db);
}
