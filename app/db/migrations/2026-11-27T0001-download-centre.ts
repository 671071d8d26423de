import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The download centre (issue 16 part 6, decision 033). A driver row becomes any downloadable file:
 * its kind, version, release date, supported operating systems (JSON text, decision 003) and release
 * notes; `driver_products` links downloads to the products they serve, read by product through its
 * (product_id, driver_id) index. Driver category names become unique whatever their letter case:
 * duplicates already stored are merged into the oldest first. Frozen (decision 024): nothing here
 * calls the app's code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("drivers").addColumn("kind", "text", (c) => c.notNull().defaultTo("driver")).execute();
  await db.schema.alterTable("drivers").addColumn("version", "text").execute();
  await db.schema.alterTable("drivers").addColumn("release_date", "text").execute();
  await db.schema.alterTable("drivers").addColumn("operating_systems", "text", (c) => c.notNull().defaultTo("[]")).execute();
  await db.schema.alterTable("drivers").addColumn("release_notes", "text").execute();

  await db.schema
    .createTable("driver_products")
    .addColumn("driver_id", "integer", (c) => c.notNull().references("drivers.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("driver_products_pkey", ["driver_id", "product_id"])
    .execute();
  await db.schema.createIndex("driver_products_product_id").on("driver_products").columns(["product_id", "driver_id"]).execute();

  await copyStoredFileFacts(db);
  await mergeDuplicateCategories(db);
  await sql`create unique index driver_categories_name_key on driver_categories (lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("driver_categories_name_key").execute();
  await db.schema.dropTable("driver_products").execute();
  for (const column of ["release_notes", "operating_systems", "release_date", "version", "kind"]) {
    await db.schema.alterTable("drivers").dropColumn(column).execute();
  }
}

/**
 * A driver whose own row lacks its file's name, size or SHA-256 takes them from the stored file's
 * record, where the upload wrote them. Files with no record, or a record without a checksum, are
 * hashed from their bytes after start-up (`app/media/driver-checksums.server.ts`).
 */
async function copyStoredFileFacts(db: Kysely<any>): Promise<void> {
  const stored = (column: string) =>
    sql.raw(`(select media_files.${column} from media_files where '/media/' || media_files.key = drivers.download_link)`);
  for (const [own, recorded] of [
    ["checksum_sha256", "checksum_sha256"],
    ["file_size", "size"],
    ["file_name", "original_name"],
  ] as const) {
    await sql`update drivers set ${sql.ref(own)} = ${stored(recorded)} where ${sql.ref(own)} is null and ${stored(recorded)} is not null`.execute(db);
  }
}

/** Names are the same when they differ only in case or surrounding spaces, as the repository compares them. */
const nameKey = (name: string) => name.trim().normalize("NFC").toLocaleLowerCase("en");

/**
 * Categories whose names are the same are merged into the oldest of them (lowest id): the others'
 * downloads move to it and they are deleted, so nothing a visitor could download is lost. First by
 * the repository's comparison (Unicode case), then by the database's own `lower()`, which is what
 * the unique index compares; every name is trimmed as the form trims it.
 */
async function mergeDuplicateCategories(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: number; name: string }> = await db.selectFrom("driver_categories").select(["id", "name"]).orderBy("id").execute();
  const merge = async (keep: number, others: number[]) => {
    if (others.length === 0) return;
    await db.updateTable("drivers").set({ driver_category_id: keep }).where("driver_category_id", "in", others).execute();
    await db.deleteFrom("driver_categories").where("id", "in", others).execute();
  };
  const byKey = new Map<string, number[]>();
  for (const row of rows) byKey.set(nameKey(row.name), [...(byKey.get(nameKey(row.name)) ?? []), Number(row.id)]);
  for (const [keep, ...others] of byKey.values()) await merge(keep, others);
  for (const row of rows) {
    if (row.name !== row.name.trim()) await db.updateTable("driver_categories").set({ name: row.name.trim() }).where("id", "=", row.id).execute();
  }
  const { rows: folded } = await sql<{ ids: string }>`
    select ${sql.raw(groupIds(db))} as ids from driver_categories group by lower(name) having count(*) > 1`.execute(db);
  for (const group of folded) {
    const [keep, ...others] = group.ids.split(",").map(Number).sort((a, b) => a - b);
    await merge(keep, others);
  }
}

/** The ids of a group as "1,5,9": string_agg on PostgreSQL, group_concat on SQLite. */
function groupIds(db: Kysely<any>): string {
  return dialectOf(db) === "postgres" ? "string_agg(id::text, ',')" : "group_concat(id, ',')";
}
