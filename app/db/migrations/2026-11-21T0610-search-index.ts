import type { Kysely } from "kysely";
import { createSearchIndex, dropSearchIndex } from "../../search/index-schema.server";

/**
 * The site search index: SQLite FTS5 with the trigram tokenizer, or PostgreSQL pg_trgm. Triggers
 * on products, drivers, news and solutions keep it current; the dialect parts live in app/search/.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createSearchIndex(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropSearchIndex(db);
}
