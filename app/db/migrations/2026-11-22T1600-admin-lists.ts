import type { Kysely } from "kysely";
import { type FrozenStatements, runFrozen } from "./frozen";

/**
 * Indexes for the admin lists' sorts, filters and search (issue 10): products ordered by name or
 * model number and searched by them (a parent filter ordered by date uses the public list's
 * products_<level>_by_newest); the other lists sorted by name or date. `if not exists`, because other work may add the same ones.
 */
const indexes: Array<[name: string, table: string, columns: string[]]> = [
  ["products_name", "products", ["name"]],
  ["products_model_number", "products", ["model_number"]],
  ["categories_name", "categories", ["name"]],
  ["subcategories_name", "subcategories", ["name"]],
  ["types_name", "types", ["name"]],
  ["solutions_date", "solutions", ["date"]],
  ["drivers_created_at", "drivers", ["created_at"]],
  ["popups_created_at", "popups", ["created_at"]],
];

/**
 * The admin product search box's index. SQLite: an FTS5 trigram table over the lower-cased name and
 * model number, kept in step with products by triggers. PostgreSQL: pg_trgm GIN indexes, which serve
 * ILIKE directly. Frozen as app/content/product/admin-search.server.ts wrote it out.
 */
export const productAdminSearch: { create: FrozenStatements; drop: FrozenStatements } = {
  create: {
    sqlite: [
      `create virtual table product_admin_search using fts5(
        name, model_number, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1')`,
      `create trigger product_admin_search_insert after insert on products begin insert into product_admin_search (rowid, name, model_number) values (new.id, lower(new.name), lower(coalesce(new.model_number, ''))); end`,
      `create trigger product_admin_search_delete after delete on products begin delete from product_admin_search where rowid = old.id; end`,
      `create trigger product_admin_search_update after update of name, model_number on products begin delete from product_admin_search where rowid = old.id; insert into product_admin_search (rowid, name, model_number) values (new.id, lower(new.name), lower(coalesce(new.model_number, ''))); end`,
      `insert into product_admin_search (rowid, name, model_number) select id, lower(name), lower(coalesce(model_number, '')) from products`,
    ],
    postgres: [
      `create extension if not exists pg_trgm`,
      `create index if not exists products_name_trgm on products using gin (name gin_trgm_ops)`,
      `create index if not exists products_model_number_trgm on products using gin (model_number gin_trgm_ops)`,
    ],
  },
  drop: {
    sqlite: [
      `drop trigger if exists product_admin_search_insert`,
      `drop trigger if exists product_admin_search_update`,
      `drop trigger if exists product_admin_search_delete`,
      `drop table if exists product_admin_search`,
    ],
    postgres: [
      `drop index if exists products_name_trgm`,
      `drop index if exists products_model_number_trgm`,
    ],
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  }
  await runFrozen(db, productAdminSearch.create);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runFrozen(db, productAdminSearch.drop);
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
}
