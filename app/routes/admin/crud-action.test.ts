import pino from "pino";
import { expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { createCategory, deleteCategory, getCategory, updateCategory } from "~/content/category/repository.server";
import { categoryDefinition, categoryInput } from "~/content/category/definition";
import { createSubcategory } from "~/content/subcategory/repository.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { type CrudFailure, handleCrudAction } from "./crud-action.server";
import { testStaff as staff } from "./test-staff";
import { newRequestContext, type RequestContext, type RequestFacts } from "~/request-context";

const handlers = { definition: categoryDefinition, label: "Category", target: "category" as const, get: getCategory, schema: categoryInput, create: createCategory, update: updateCategory, remove: deleteCategory };

function contextFor(db: Db, facts: Partial<RequestFacts> = {}): RequestContext {
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "s".repeat(40), DATA_DIR: "/nonexistent-test-dir" });
  return newRequestContext(createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) }), { nonce: "", clientIp: null, ...facts });
}

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/categories?new=1", { method: "POST", body: new URLSearchParams(fields), headers });

/** The action's failure payload (a `data()` result) or the redirect it returned. */
function failureOf(result: unknown): { status: number; payload: CrudFailure } {
  const value = result as { data: CrudFailure; init: { status: number } | null };
  return { status: value.init?.status ?? 200, payload: value.data };
}

describeEachDatabase("list screen action", (getDb) => {
  it("creates, then redirects to the list with 'Category created successfully'", async () => {
    const db = getDb();
    const result = await handleCrudAction(post({ intent: "save", name: "Box PCs", sort_order: "3" }), contextFor(db), staff, handlers);
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/categories");
    const flash = decodeURIComponent(response.headers.get("set-cookie") ?? "");
    expect(Buffer.from(flash.split("=")[1].split(".")[0], "base64").toString()).toContain("Category created successfully");
    const rows = await db.selectFrom("categories").select(["name", "sort_order"]).where("name", "=", "Box PCs").execute();
    expect(rows).toEqual([{ name: "Box PCs", sort_order: 3 }]);
  });

  it("refuses an empty name with the schema's message next to the field, and writes nothing", async () => {
    const db = getDb();
    const before = await db.selectFrom("categories").select("id").execute();
    const { status, payload } = failureOf(await handleCrudAction(post({ intent: "save", name: "  " }), contextFor(db), staff, handlers));
    expect(status).toBe(400);
    expect(payload.notice).toEqual({ kind: "error", title: "Error creating category", description: "Name is required" });
    expect(payload.result?.error).toEqual({ name: ["Name is required"] });
    expect(await db.selectFrom("categories").select("id").execute()).toHaveLength(before.length);
  });

  it("answers 200 to React Router's fetch, so the browser logs no failed request", async () => {
    const { status } = failureOf(await handleCrudAction(post({ intent: "save", name: "" }, { "sec-fetch-mode": "cors" }), contextFor(getDb()), staff, handlers));
    expect(status).toBe(200);
  });

  it("reports a delete blocked by linked content with the repository's message, back on the list with the question closed", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Switches" });
    await createSubcategory(db, { name: "Managed", category_id: category.id });
    const request = new Request(`http://localhost/admin/categories?q=swi&delete=${category.id}`, { method: "POST", body: new URLSearchParams({ intent: "delete", id: String(category.id) }) });
    const response = (await handleCrudAction(request, contextFor(db), staff, handlers)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/categories?q=swi");
    const flash = decodeURIComponent(response.headers.get("set-cookie") ?? "");
    const message = JSON.parse(Buffer.from(flash.split("=")[1].split(".")[0], "base64").toString());
    expect(message).toMatchObject({ kind: "error", title: "Error deleting category" });
    expect(message.description).toMatch(/^This category still has 1 subcategory/);
    expect(await getCategory(db, category.id)).toBeDefined();
  });

  it("updates by id and says so", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Rack PCs" });
    const response = (await handleCrudAction(
      post({ intent: "save", id: String(category.id), name: "Rack-mount PCs", sort_order: "1" }),
      contextFor(db),
      staff,
      handlers,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await getCategory(db, category.id)).toMatchObject({ name: "Rack-mount PCs", sort_order: 1 });
  });
});

describeEachDatabase("list screen action: audit entries (decision 023)", (getDb) => {
  const entriesFor = (db: Db, targetId: number) =>
    db.selectFrom("audit_log").select(["actor_id", "actor_name", "action", "target_type", "target_id", "changes", "ip_address", "user_agent", "request_id"]).where("target_type", "=", "category").where("target_id", "=", String(targetId)).orderBy("id").execute();

  it("writes one entry per create, update and move to the trash, with the actor, the request and the changed fields", async () => {
    const db = getDb();
    const context = contextFor(db, { clientIp: "203.0.113.5", requestId: "req-audit-1" });
    await handleCrudAction(post({ intent: "save", name: "Audited", sort_order: "2" }, { "user-agent": "Vitest UA" }), context, staff, handlers);
    const { id } = await db.selectFrom("categories").select("id").where("name", "=", "Audited").executeTakeFirstOrThrow();
    await handleCrudAction(post({ intent: "save", id: String(id), name: "Audited again", sort_order: "2" }), context, staff, handlers);
    await handleCrudAction(post({ intent: "delete", id: String(id) }), context, staff, handlers);
    const entries = await entriesFor(db, id);
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update", "trash"]);
    expect(entries[0]).toMatchObject({ actor_id: "test-admin", actor_name: "Ada Admin", ip_address: "203.0.113.5", user_agent: "Vitest UA", request_id: "req-audit-1" });
    expect(JSON.parse(entries[0].changes)).toMatchObject({ name: [null, "Audited"], sort_order: [null, "2"] });
    // Only what changed, before and after; bookkeeping columns never.
    expect(JSON.parse(entries[1].changes)).toEqual({ name: ["Audited", "Audited again"] });
    expect(JSON.parse(entries[2].changes)).toMatchObject({ name: ["Audited again", null] });
  });

  const entryCount = async (db: Db) => (await db.selectFrom("audit_log").select("id").execute()).length;

  it("leaves no entry, and no change, when the save rolls back after writing", async () => {
    const db = getDb();
    const entriesBefore = await entryCount(db);
    const category = await createCategory(db, { name: "Steady" });
    // The repository writes, then the save fails: the transaction must take back the row and its entry.
    const failing = {
      ...handlers,
      update: async (trx: Db, id: number, input: unknown) => {
        await updateCategory(trx, id, input as never);
        throw new Error("disk full");
      },
      create: async (trx: Db, input: unknown) => {
        await createCategory(trx, input as never);
        throw new Error("disk full");
      },
    };
    const updated = failureOf(await handleCrudAction(post({ intent: "save", id: String(category.id), name: "Changed" }), contextFor(db), staff, failing));
    expect(updated.payload.notice.title).toBe("Error updating category");
    expect(await getCategory(db, category.id)).toMatchObject({ name: "Steady" });
    const created = failureOf(await handleCrudAction(post({ intent: "save", name: "Never saved" }), contextFor(db), staff, failing));
    expect(created.payload.notice.title).toBe("Error creating category");
    expect(await db.selectFrom("categories").select("id").where("name", "=", "Never saved").execute()).toEqual([]);
    expect(await entryCount(db)).toBe(entriesBefore);
  });

  it("leaves no entry, and nothing in the trash, for a refused save or a blocked delete", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Linked" });
    await createSubcategory(db, { name: "Child", category_id: category.id });
    const entriesBefore = await entryCount(db);
    await handleCrudAction(post({ intent: "save", name: "" }), contextFor(db), staff, handlers);
    await handleCrudAction(post({ intent: "save", name: "linked" }), contextFor(db), staff, handlers);
    await handleCrudAction(post({ intent: "delete", id: String(category.id) }), contextFor(db), staff, handlers);
    expect(await entryCount(db)).toBe(entriesBefore);
    expect(await db.selectFrom("trash").select("id").where("content_type", "=", "category").where("record_id", "=", category.id).execute()).toEqual([]);
  });
});
