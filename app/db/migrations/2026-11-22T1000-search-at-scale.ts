import type { Kysely } from "kysely";
import { createScaleIndexes, dropScaleIndexes } from "../../search/scale-indexes.server";

/**
 * Indexes that keep site search bounded at 100,000 products: the exact model number and the
 * start of a name (both lower-cased), and on PostgreSQL the index entry's kind. Dialect parts in app/search/.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createScaleIndexes(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropScaleIndexes(db);
}
