import pino from "pino";
import { expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { createAttribute } from "~/content/attribute/repository.server";
import { createCategory } from "~/content/category/repository.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { newRequestContext } from "~/request-context";
import { createServices } from "~/services/services.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { saveProduct } from "./product-route.server";
import { testStaff as staff } from "./test-staff";

function contextFor(db: Db) {
  const env = parseEnv({ NODE_ENV: "test", AUTH_SECRET: "s".repeat(40), DATA_DIR: "/nonexistent-test-dir" });
  return newRequestContext(createServices(env, { db, dialect: dialectOf(db), logger: pino({ level: "silent" }) }), { nonce: "", clientIp: null });
}

const post = (url: string, entries: Array<[string, string]>) =>
  new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams([["intent", "save"], ["_js", "1"], ...entries]) });

describeEachDatabase("product audit entries", (getDb) => {
  it("record the typed attribute values a save sets and changes, as entered", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Audited switches" });
    const ports = await createAttribute(db, { name: "Ports", kind: "number", unit: "ports", options: [], category_id: category.id });
    const temperature = await createAttribute(db, { name: "Max. temperature", kind: "number", unit: "°C", options: [], category_id: category.id });
    const fields = (extra: Array<[string, string]>): Array<[string, string]> => [["name", "Audited switch"], ["category_id", String(category.id)], ...extra];

    await saveProduct(post("/admin/products?new=1", fields([[`attributes.a${ports.id}`, "8"], [`attributes.a${temperature.id}`, "75"]])), contextFor(db), staff);
    const { id } = await db.selectFrom("products").select("id").where("name", "=", "Audited switch").executeTakeFirstOrThrow();
    await saveProduct(post(`/admin/products?edit=${id}`, [["id", String(id)], ...fields([[`attributes.a${ports.id}`, "8"], [`attributes.a${temperature.id}`, "185 °F"]])]), contextFor(db), staff);

    const entries = await db.selectFrom("audit_log").select(["action", "changes"]).where("target_type", "=", "product").where("target_id", "=", String(id)).orderBy("id").execute();
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(JSON.parse(entries[0].changes)).toMatchObject({ "attribute: Ports": [null, "8 ports"], "attribute: Max. temperature": [null, "75 °C"] });
    // Only the attribute that changed, before and after.
    expect(JSON.parse(entries[1].changes)).toEqual({ "attribute: Max. temperature": ["75 °C", "185 °F"] });
  });
});
