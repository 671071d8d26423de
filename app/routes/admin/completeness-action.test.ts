import pino from "pino";
import { expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { createCategory } from "~/content/category/repository.server";
import { listRevisions } from "~/content/shared/revisions.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { newRequestContext, servicesContext } from "~/request-context";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { saveProduct } from "./product-route.server";
import { testStaff as staff } from "./test-staff";

// Decision 041 with drafts (035) and revisions (038): the stored score is the live product's.

function contextFor(db: Db) {
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "s".repeat(40), DATA_DIR: "/nonexistent-test-dir" });
  return newRequestContext(createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) }), { nonce: "", clientIp: null });
}

const post = (url: string, entries: Array<[string, string]>) => new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams([["_js", "1"], ...entries]) });
const scoreOf = async (db: Db, id: number) => (await db.selectFrom("products").select("completeness").where("id", "=", id).executeTakeFirstOrThrow()).completeness;

describeEachDatabase("stored completeness through drafts and revisions", (getDb) => {
  it("a kept draft leaves the score as it was until it is published; a restored revision brings its own score back", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Drafted panels" });
    const basic: Array<[string, string]> = [["name", "Drafted panel"], ["category_id", String(category.id)]];
    await saveProduct(post("/admin/products?new=1", [["intent", "save"], ...basic]), contextFor(db), staff);
    const { id } = await db.selectFrom("products").select("id").where("name", "=", "Drafted panel").executeTakeFirstOrThrow();
    const edit = `/admin/products?edit=${id}`;
    // Lifecycle only, of 7 (no attributes in this category).
    expect(await scoreOf(db, id)).toBe(14);

    const richer: Array<[string, string]> = [["id", String(id)], ...basic, ["features[0]", "Fanless"], ["description", "A rugged fanless panel computer. ".repeat(10)]];
    await saveProduct(post(edit, [["intent", "save"], ["draft", "1"], ...richer]), contextFor(db), staff);
    expect(await db.selectFrom("drafts").select("record_id").where("content_type", "=", "product").where("record_id", "=", id).executeTakeFirst()).toEqual({ record_id: id });
    expect(await scoreOf(db, id)).toBe(14);

    await saveProduct(post(edit, [["intent", "publish-draft"], ["id", String(id)]]), contextFor(db), staff);
    // Lifecycle, features and description: 3 of 7.
    expect(await scoreOf(db, id)).toBe(43);

    const first = (await listRevisions(db, "product", id)).at(-1)!;
    expect(first.number).toBe(1);
    await saveProduct(post(edit, [["intent", "restore-revision"], ["id", String(id)], ["revision", String(first.id)]]), contextFor(db), staff);
    expect(await scoreOf(db, id)).toBe(14);
  });
});
