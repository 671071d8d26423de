import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, expect, it } from "vitest";
import { parseListQuery } from "~/content/shared/list-query";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { seedDemoContent } from "~/seed/seed-demo-content.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { createPostgresTestDatabase, createSqliteTestDatabase, describeEachDatabase } from "../../../../tests/setup/test-database";
import type { ProductListQuery } from "../admin-list.server";
import { productDefinition } from "../definition";
import { getProduct } from "../repository.server";
import { applyImport } from "./apply.server";
import { exportStream } from "./export.server";
import { planImport } from "./plan.server";
import type { ImportFormat } from "./read-file.server";

/**
 * Issue 17 part 6's round trip: the demo catalogue exported as CSV and as JSON, each imported into an
 * empty database (its categories, attributes and media library, no products), gives the same catalogue:
 * every product field, attribute value, feature and specification, with the same ids.
 */
const STRUCTURE = ["categories", "subcategories", "types", "attributes", "media_files"] as const;
const all = parseListQuery(new URLSearchParams(), productDefinition.list) as ProductListQuery;
const exported = async (db: Db, format: ImportFormat) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(exportStream(db, all, format)).arrayBuffer());
const audit = { actorId: "round-trip", actorName: "Round trip", ip: null, userAgent: null, requestId: null };

describeEachDatabase("product export and import round trip", (getDb) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-round-trip-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("exports the demo catalogue as CSV and as JSON, imports each into an empty database, and gets the same catalogue", async () => {
    const source = getDb();
    await seedDemoContent({ db: source, storage: createLocalDiskStorage(path.join(dir, `media-${dialectOf(source)}`)) });
    const products = await source.selectFrom("products").select("id").orderBy("id").execute();
    expect(products.length).toBeGreaterThanOrEqual(40);
    const target = dialectOf(source) === "postgres" ? await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!) : await createSqliteTestDatabase();
    try {
      for (const table of STRUCTURE) {
        const rows = await (source as Kysely<any>).selectFrom(table).selectAll().execute();
        if (rows.length > 0) await (target.db as Kysely<any>).insertInto(table).values(rows).execute();
      }
      for (const format of ["csv", "json"] as const) {
        const text = await exported(source, format);
        const file = { text, format, sha256: createHash("sha256").update(text).digest("hex") };
        const plan = await planImport(target.db, file);
        expect(plan.report.totals, format).toEqual({ create: products.length, update: 0, unchanged: 0, reject: 0 });
        await applyImport(target.db, file, plan.digest, audit);

        for (const { id } of products) {
          const { updated_at: _was, ...before } = (await getProduct(source, id))!;
          const { updated_at: _now, ...after } = (await getProduct(target.db, id))!;
          expect(after, `${format}: product ${id}`).toEqual(before);
        }
        expect(await attributeValues(target.db), format).toEqual(await attributeValues(source));
        // And the catalogue exports the same again (only the time of the last change differs).
        expect(withoutLastChange(await exported(target.db, format), format), format).toBe(withoutLastChange(text, format));

        await target.db.deleteFrom("product_attribute_values").execute();
        await target.db.deleteFrom("products").execute();
      }
    } finally {
      await target.dispose();
    }
  }, 240_000);
});

const attributeValues = (db: Db) =>
  db.selectFrom("product_attribute_values").select(["product_id", "attribute_id", "number_value", "choice", "shown"]).orderBy("product_id").orderBy("attribute_id").execute();

/** An export without its updated_at values (and the JSON's export time). */
function withoutLastChange(text: string, format: ImportFormat): string {
  if (format === "json") return text.replace(/"updated_at":"[^"]*"/g, "").replace(/"exported_at":"[^"]*"/, "");
  return text.replace(/,\d{4}-\d{2}-\d{2}T[\d:.]+Z\r\n/g, "\r\n");
}
