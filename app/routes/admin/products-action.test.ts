import pino from "pino";
import { expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { createProduct, deleteProduct, getProduct, updateProduct } from "~/content/product/repository.server";
import { productDefinition, productInput } from "~/content/product/definition";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { type CrudFailure, handleCrudAction } from "./crud-action.server";
import { testStaff as staff } from "./test-staff";
import { newRequestContext, type RequestContext } from "~/request-context";

const handlers = { definition: productDefinition, label: "Product", target: "product" as const, get: getProduct, schema: productInput, create: createProduct, update: updateProduct, remove: deleteProduct };

function contextFor(db: Db): RequestContext {
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "s".repeat(40), DATA_DIR: "/nonexistent-test-dir" });
  return newRequestContext(createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) }), { nonce: "", clientIp: null });
}

function post(entries: Array<[string, string]>): Request {
  const body = new URLSearchParams([["intent", "save"], ["_js", "1"], ["name", "Limit Test"], ...entries]);
  return new Request("http://localhost/admin/products?new=1", { method: "POST", body });
}

/** The form's name of a field the table below gives by its path ("features.0" is "features[0]"). */
const formName = (path: string) => path.replace(/\.(\d+)/g, "[$1]");

const many = (count: number, field: (i: number) => Array<[string, string]>) => Array.from({ length: count }, (_, i) => field(i)).flat();

describeEachDatabase("product limits on the server", (getDb) => {
  it.each([
    ["product_images", many(7, (i) => [[`product_images[${i}]`, `image-${i}.webp`]]), "At most 6 product images"],
    ["application_images", many(5, (i) => [[`application_images[${i}]`, `app-${i}.webp`]]), "At most 4 application images"],
    ["product_benefits", many(5, (i) => [[`product_benefits[${i}][name]`, `Benefit ${i}`]]), "At most 4 benefits"],
    ["applications", many(8, (i) => [[`applications[${i}]`, `Use ${i}`]]), "At most 7 applications"],
    // Issue 12, item 18: every long text has a server limit (a description of 200,000 characters was stored).
    ["description", [["description", "x".repeat(200_000)]], "Must be at most 20,000 characters"],
    ["model_number", [["model_number", "M".repeat(256)]], "Must be at most 255 characters"],
    ["industry", [["industry", "i".repeat(256)]], "Must be at most 255 characters"],
    ["features.0", [["features[0]", "f".repeat(256)]], "Must be at most 255 characters"],
    ["applications.0", [["applications[0]", "a".repeat(256)]], "Must be at most 255 characters"],
    ["product_benefits.0.name", [["product_benefits[0][name]", "b".repeat(256)]], "Must be at most 255 characters"],
    ["product_benefits.0.icon", [["product_benefits[0][icon]", "c".repeat(256)], ["product_benefits[0][name]", "B"]], "Must be at most 255 characters"],
    [
      "specification_groups.0.specifications.0.detail",
      [["specification_groups[0][group_name]", "G"], ["specification_groups[0][specifications][0][name]", "N"], ["specification_groups[0][specifications][0][detail]", "d".repeat(2_001)]],
      "Must be at most 2,000 characters",
    ],
    ["specification_groups.0.group_name", [["specification_groups[0][group_name]", "g".repeat(256)]], "Must be at most 255 characters"],
  ] as Array<[string, Array<[string, string]>, string]>)("refuses too many or too long %s and writes nothing", async (field, entries, message) => {
    const db = getDb();
    const result = (await handleCrudAction(post(entries), contextFor(db), staff, handlers)) as unknown as { data: CrudFailure };
    const errors = result.data.result?.error ?? {};
    expect(errors[formName(field)]?.[0]).toBe(message);
    expect(Object.keys(errors)).toEqual([formName(field)]);
    expect(result.data.notice).toEqual({ kind: "error", title: "Error creating product", description: message });
    expect(await db.selectFrom("products").select("id").where("name", "=", "Limit Test").execute()).toEqual([]);
  });

  it("accepts the limits exactly and a YouTube URL, refuses a YouTube link that is not a URL", async () => {
    const db = getDb();
    const bad = (await handleCrudAction(post([["youtube_link", "not a url"]]), contextFor(db), staff, handlers)) as unknown as { data: CrudFailure };
    expect(bad.data.result?.error?.youtube_link?.[0]).toBe("Please enter a valid URL");
    const entries = [
      ...many(6, (i): Array<[string, string]> => [[`product_images[${i}]`, `image-${i}.webp`]]),
      ...many(4, (i): Array<[string, string]> => [[`product_benefits[${i}][name]`, `Benefit ${i}`]]),
      ["youtube_link", "https://www.youtube.com/watch?v=abc"] as [string, string],
    ];
    const response = (await handleCrudAction(post(entries), contextFor(db), staff, handlers)) as Response;
    expect(response.status).toBe(302);
    const row = await db.selectFrom("products").select(["product_images", "product_benefits"]).where("name", "=", "Limit Test").executeTakeFirstOrThrow();
    expect(JSON.parse(row.product_images)).toHaveLength(6);
    expect(JSON.parse(row.product_benefits)).toHaveLength(4);
  });
});

describeEachDatabase("product lifecycle rules on the server", (getDb) => {
  it("refuses an End of life save without its date and naming itself, each message at its field, and keeps what was saved", async () => {
    const db = getDb();
    const next = await createProduct(db, { name: "Rules Successor" });
    const saved = await createProduct(db, { name: "Rules Product", features: ["Fanless"], successor_id: next.id });
    const body = new URLSearchParams([
      ["intent", "save"],
      ["_js", "1"],
      ["id", String(saved.id)],
      ["name", "Rules Product renamed"],
      ["lifecycle_status", "eol"],
      ["successor_id", String(saved.id)],
    ]);
    const request = new Request(`http://localhost/admin/products?edit=${saved.id}`, { method: "POST", body });
    const result = (await handleCrudAction(request, contextFor(db), staff, handlers)) as unknown as { data: CrudFailure };
    expect(result.data.result?.error).toEqual({
      last_order_date: ["An end-of-life product needs its last-order date"],
      successor_id: ["A product cannot be its own successor"],
    });
    expect(result.data.notice).toEqual({ kind: "error", title: "Error updating product", description: "An end-of-life product needs its last-order date" });
    // The form comes back with what was posted, and the stored product is as it was.
    expect(result.data.result?.initialValue).toMatchObject({ name: "Rules Product renamed", lifecycle_status: "eol", successor_id: String(saved.id) });
    expect(await getProduct(db, saved.id)).toMatchObject({ name: "Rules Product", lifecycle_status: "active", features: ["Fanless"], successor_id: next.id });
  });

  it("refuses a successor that does not exist and a status outside the list", async () => {
    const db = getDb();
    const body = new URLSearchParams([["intent", "save"], ["_js", "1"], ["name", "Rules Missing"], ["successor_id", "999999"]]);
    const missing = (await handleCrudAction(new Request("http://localhost/admin/products?new=1", { method: "POST", body }), contextFor(db), staff, handlers)) as unknown as { data: CrudFailure };
    expect(missing.data.result?.error).toEqual({ successor_id: ["The chosen successor product no longer exists"] });
    body.set("successor_id", "");
    body.set("lifecycle_status", "retired");
    const unknown = (await handleCrudAction(new Request("http://localhost/admin/products?new=1", { method: "POST", body }), contextFor(db), staff, handlers)) as unknown as { data: CrudFailure };
    expect(unknown.data.result?.error).toEqual({ lifecycle_status: ["Choose a lifecycle status from the list"] });
    expect(await db.selectFrom("products").select("id").where("name", "=", "Rules Missing").execute()).toEqual([]);
  });
});
