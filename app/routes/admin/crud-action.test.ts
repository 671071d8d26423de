import pino from "pino";
import type { AppLoadContext } from "react-router";
import { expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { createCategory, deleteCategory, getCategory, updateCategory } from "~/content/category/repository.server";
import { categoryInput } from "~/content/category/schema";
import { createSubcategory } from "~/content/subcategory/repository.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { type CrudFailure, handleCrudAction } from "./crud-action.server";

const handlers = { label: "Category", schema: categoryInput, create: createCategory, update: updateCategory, remove: deleteCategory };

function contextFor(db: Db): AppLoadContext {
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "s".repeat(40), DATA_DIR: "/nonexistent-test-dir" });
  return { services: createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) }), nonce: "", clientIp: null };
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
    const result = await handleCrudAction(post({ intent: "save", name: "Box PCs", sort_order: "3" }), contextFor(db), handlers);
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
    const { status, payload } = failureOf(await handleCrudAction(post({ intent: "save", name: "  " }), contextFor(db), handlers));
    expect(status).toBe(400);
    expect(payload.notice).toEqual({ kind: "error", title: "Error creating category", description: "Name is required" });
    expect(payload.fieldErrors).toEqual({ name: "Name is required" });
    expect(await db.selectFrom("categories").select("id").execute()).toHaveLength(before.length);
  });

  it("answers 200 to React Router's fetch, so the browser logs no failed request", async () => {
    const { status } = failureOf(await handleCrudAction(post({ intent: "save", name: "" }, { "sec-fetch-mode": "cors" }), contextFor(getDb()), handlers));
    expect(status).toBe(200);
  });

  it("reports a delete blocked by linked content with the repository's message", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Switches" });
    await createSubcategory(db, { name: "Managed", category_id: category.id });
    const { status, payload } = failureOf(
      await handleCrudAction(post({ intent: "delete", id: String(category.id) }), contextFor(db), handlers),
    );
    expect(status).toBe(409);
    expect(payload.notice.title).toBe("Error deleting category");
    expect(payload.notice.description).toMatch(/^This category still has 1 subcategory/);
    expect(await getCategory(db, category.id)).toBeDefined();
  });

  it("updates by id and says so", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Rack PCs" });
    const response = (await handleCrudAction(
      post({ intent: "save", id: String(category.id), name: "Rack-mount PCs", sort_order: "1" }),
      contextFor(db),
      handlers,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await getCategory(db, category.id)).toMatchObject({ name: "Rack-mount PCs", sort_order: 1 });
  });
});
