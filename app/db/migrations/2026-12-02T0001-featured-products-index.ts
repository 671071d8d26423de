import type { Kysely } from "kysely";
import { type FrozenStatements, runFrozen } from "./frozen";

/**
 * The home page's "Featured Products", newest first, from an index of the featured products alone.
 * Without it both databases walked every product for the few that are featured: at 100,000 products
 * with 12 featured, PostgreSQL scanned the table in parallel (74 ms) and the uncached home page took
 * 80 ms (SQLite 7 ms). The query tests `featured = 1` as a literal (see featuredCards).
 */
export const featuredProductsIndex: { create: FrozenStatements; drop: FrozenStatements } = {
  create: {
    sqlite: [`create index products_featured on products (created_at, id) where featured = 1`],
    postgres: [`create index products_featured on products (created_at, id) where featured = 1`],
  },
  drop: {
    sqlite: [`drop index if exists products_featured`],
    postgres: [`drop index if exists products_featured`],
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  await runFrozen(db, featuredProductsIndex.create);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runFrozen(db, featuredProductsIndex.drop);
}
