import pino from "pino";
import { expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { createAttribute } from "~/content/attribute/repository.server";
import { createCategory, deleteCategory } from "~/content/category/repository.server";
import { createNews } from "~/content/news/repository.server";
import { getProduct } from "~/content/product/repository.server";
import { listRevisions } from "~/content/shared/revisions.server";
import { purgeDueTrash } from "~/content/trash/trash.server";
import { TRASH_DAYS } from "~/content/trash/retention";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { newRequestContext, servicesContext } from "~/request-context";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import type { CrudFailure } from "./crud-action.server";
import { saveContentScreen } from "./content-route.server";
import { saveProduct } from "./product-route.server";
import { testStaff as staff } from "./test-staff";

function contextFor(db: Db) {
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "s".repeat(40), DATA_DIR: "/nonexistent-test-dir" });
  return newRequestContext(createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) }), { nonce: "", clientIp: null });
}

const post = (url: string, entries: Array<[string, string]>) => new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams([["_js", "1"], ...entries]) });
const save = (url: string, entries: Array<[string, string]>) => post(url, [["intent", "save"], ...entries]);
const failureOf = (result: unknown) => (result as { data: CrudFailure; init: { status: number } | null }).data;

const auditActions = async (db: Db, type: string, id: number) =>
  (await db.selectFrom("audit_log").select("action").where("target_type", "=", type).where("target_id", "=", String(id)).orderBy("id").execute()).map((row) => row.action);

describeEachDatabase("revisions kept by saves and restored (decision 038)", (getDb) => {
  it("a product's create keeps revision 1, each save one more with its attribute values, and a restore brings back fields and attributes", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Revision panels" });
    const temperature = await createAttribute(db, { name: "Max. temperature", kind: "number", unit: "°C", options: [], category_id: category.id });
    const fields = (name: string, celsius: string): Array<[string, string]> => [
      ["name", name],
      ["category_id", String(category.id)],
      ["features[0]", `${name} feature`],
      [`attributes.a${temperature.id}`, celsius],
    ];
    await saveProduct(save("/admin/products?new=1", fields("Revision panel", "60")), contextFor(db), staff);
    const { id } = await db.selectFrom("products").select("id").where("name", "=", "Revision panel").executeTakeFirstOrThrow();
    const edit = `/admin/products?edit=${id}`;
    await saveProduct(save(edit, [["id", String(id)], ...fields("Revision panel B", "70")]), contextFor(db), staff);
    await saveProduct(save(edit, [["id", String(id)], ...fields("Revision panel C", "158 °F")]), contextFor(db), staff);

    const revisions = await listRevisions(db, "product", id);
    expect(revisions.map((revision) => [revision.number, revision.savedBy])).toEqual([
      [3, "Ada Admin"],
      [2, "Ada Admin"],
      [1, "Ada Admin"],
    ]);
    const first = revisions[2];
    const stored = await db.selectFrom("revisions").select("content").where("id", "=", first.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content)).toMatchObject({ name: "Revision panel", features: ["Revision panel feature"], attributes: { [`a${temperature.id}`]: "60 °C" } });

    const restored = await saveProduct(post(edit, [["intent", "restore-revision"], ["id", String(id)], ["revision", String(first.id)]]), contextFor(db), staff);
    expect(restored).toBeInstanceOf(Response);
    expect((restored as Response).headers.get("location")).toBe(`/admin/products?edit=${id}&history=1`);
    const product = await getProduct(db, id);
    expect(product).toMatchObject({ name: "Revision panel", slug: "revision-panel", features: ["Revision panel feature"] });
    const value = await db.selectFrom("product_attribute_values").select(["number_value", "shown"]).where("product_id", "=", id).executeTakeFirstOrThrow();
    expect(value).toEqual({ number_value: 60, shown: "60 °C" });
    // The restore is a save: a new revision, and an audit entry naming the revision.
    expect((await listRevisions(db, "product", id)).map((revision) => revision.number)).toEqual([4, 3, 2, 1]);
    expect(await auditActions(db, "product", id)).toEqual(["create", "update", "update", "restore-revision"]);
    const entry = await db.selectFrom("audit_log").select("changes").where("action", "=", "restore-revision").where("target_id", "=", String(id)).executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toMatchObject({ revision: [null, "1"], name: ["Revision panel C", "Revision panel"] });
  });

  it("refuses a revision today's rules refuse, saying why, and changes nothing", async () => {
    const db = getDb();
    const gone = await createCategory(db, { name: "Soon deleted" });
    const kept = await createCategory(db, { name: "Kept category" });
    await saveProduct(save("/admin/products?new=1", [["name", "Moved product"], ["category_id", String(gone.id)]]), contextFor(db), staff);
    const { id } = await db.selectFrom("products").select("id").where("name", "=", "Moved product").executeTakeFirstOrThrow();
    const [first] = await listRevisions(db, "product", id);
    await saveProduct(save(`/admin/products?edit=${id}`, [["id", String(id)], ["name", "Moved product"], ["category_id", String(kept.id)]]), contextFor(db), staff);
    await deleteCategory(db, gone.id);
    const restore = () => saveProduct(post(`/admin/products?edit=${id}`, [["intent", "restore-revision"], ["id", String(id)], ["revision", String(first.id)]]), contextFor(db), staff);

    const refused = failureOf(await restore());
    expect(refused.notice).toEqual({ kind: "error", title: "Error restoring product", description: "Revision 1 cannot be restored: Category not found. Nothing was changed." });
    expect(refused.revision).toBe(first.id);

    // Its name taken since by another product in the same place.
    await saveProduct(save("/admin/products?new=1", [["name", "Renamed product"]]), contextFor(db), staff);
    const { id: other } = await db.selectFrom("products").select("id").where("name", "=", "Renamed product").executeTakeFirstOrThrow();
    const [otherFirst] = await listRevisions(db, "product", other);
    await saveProduct(save(`/admin/products?edit=${other}`, [["id", String(other)], ["name", "Second name"]]), contextFor(db), staff);
    await saveProduct(save("/admin/products?new=1", [["name", "Renamed product"]]), contextFor(db), staff);
    const taken = failureOf(await saveProduct(post(`/admin/products?edit=${other}`, [["intent", "restore-revision"], ["id", String(other)], ["revision", String(otherFirst.id)]]), contextFor(db), staff));
    expect(taken.notice.description).toBe('Revision 1 cannot be restored: A product named "Renamed product" already exists in the same category, subcategory and type. Nothing was changed.');

    expect((await getProduct(db, id))?.category_id).toBe(kept.id);
    expect((await getProduct(db, other))?.name).toBe("Second name");
    expect(await listRevisions(db, "product", id)).toHaveLength(2);
    expect(await listRevisions(db, "product", other)).toHaveLength(2);
    expect(await auditActions(db, "product", id)).toEqual(["create", "update"]);
  });

  it("a refused save and a kept draft keep no revision; publishing the draft keeps one; a record from before revisions keeps its old version first", async () => {
    const db = getDb();
    // Created outside the admin's saves (the seed, or before revisions existed): no revision yet.
    const article = await createNews(db, { title: "Old article", place: "Berlin", date: "2026-01-05" });
    expect(await listRevisions(db, "news", article.id)).toEqual([]);
    const url = `/admin/news?edit=${article.id}`;
    const fields = (title: string): Array<[string, string]> => [["id", String(article.id)], ["title", title], ["place", "Berlin"], ["date", "2026-01-05"]];

    failureOf(await saveContentScreen(save(url, [["id", String(article.id)], ["title", ""], ["place", "Berlin"], ["date", "2026-01-05"]]), contextFor(db), staff));
    expect(await listRevisions(db, "news", article.id)).toEqual([]);

    await saveContentScreen(post(url, [["intent", "save"], ["draft", "1"], ...fields("Drafted title")]), contextFor(db), staff);
    expect(await listRevisions(db, "news", article.id)).toEqual([]);

    await saveContentScreen(post(url, [["intent", "publish-draft"], ["id", String(article.id)]]), contextFor(db), staff);
    const revisions = await listRevisions(db, "news", article.id);
    expect(revisions.map((revision) => [revision.number, revision.savedBy])).toEqual([
      [2, "Ada Admin"],
      [1, null],
    ]);
    const contents = await db.selectFrom("revisions").select("content").where("record_id", "=", article.id).where("content_type", "=", "news").orderBy("number").execute();
    expect(contents.map((row) => JSON.parse(row.content).title)).toEqual(["Old article", "Drafted title"]);
  });

  it("a record moved to the trash keeps its revisions, and they go when it is purged", async () => {
    const db = getDb();
    const context = contextFor(db);
    await saveContentScreen(save("/admin/news?new=1", [["title", "Short-lived"], ["place", "Oslo"], ["date", "2026-02-01"]]), context, staff);
    const { id } = await db.selectFrom("news").select("id").where("title", "=", "Short-lived").executeTakeFirstOrThrow();
    expect(await listRevisions(db, "news", id)).toHaveLength(1);
    await saveContentScreen(post("/admin/news", [["intent", "delete"], ["id", String(id)]]), context, staff);
    // Restorable from the trash (decision 037), History and all.
    expect(await listRevisions(db, "news", id)).toHaveLength(1);
    const purged = await purgeDueTrash(context.get(servicesContext), new Date(Date.now() + (TRASH_DAYS + 1) * 86_400_000));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await listRevisions(db, "news", id)).toEqual([]);
  });
});
