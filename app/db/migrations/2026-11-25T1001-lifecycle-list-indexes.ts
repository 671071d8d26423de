import { type Kysely, sql } from "kysely";
import { indexInclude } from "../dialect";

/**
 * /products leaves discontinued products out by default (issue 16). Each list index, and the
 * sidebar's grouped count, gets the lifecycle status as its last column, so the filter is still
 * answered from the index alone; the order the indexes serve is unchanged.
 */
const levels = [
  { name: "list", column: null },
  { name: "category", column: "category_id" },
  { name: "subcategory", column: "subcategory_id" },
  { name: "type", column: "type_id" },
] as const;

const sorts = [
  { name: "newest", keys: "created_at, id", include: [] },
  { name: "name", keys: "lower(name), id", include: ["name"] },
] as const;

async function build(db: Kysely<any>, withStatus: boolean): Promise<void> {
  const status = withStatus ? ", lifecycle_status" : "";
  for (const level of levels) {
    for (const sort of sorts) {
      const keys = `${level.column ? `${level.column}, ` : ""}${sort.keys}${status}`;
      const name = sql.id(`products_${level.name}_by_${sort.name}`);
      await sql`drop index ${name}`.execute(db);
      await sql`create index ${name} on products (${sql.raw(keys)})${indexInclude(db, [...sort.include])}`.execute(db);
    }
  }
  await db.schema.dropIndex("products_taxonomy").execute();
  const columns = ["category_id", "subcategory_id", "type_id", ...(withStatus ? ["lifecycle_status"] : [])];
  await db.schema.createIndex("products_taxonomy").on("products").columns(columns).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await build(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await build(db, false);
}
