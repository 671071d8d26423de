import { expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { searchContent } from "./repository.server";

const lists = { product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]", featured: 0 };

async function add(db: Db, name: string, model: string | null, description: string | null = null) {
  const t = new Date().toISOString();
  const row = await db
    .insertInto("products")
    .values({ name, slug: "p", model_number: model, description, ...lists, created_at: t, updated_at: t })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const productHits = async (db: Db, query: string) =>
  (await searchContent(db, query)).groups.find((group) => group.kind === "product")?.hits.map((hit) => hit.id) ?? [];

describeEachDatabase("search ranking", (getDb) => {
  it("puts the exact model number first, then names starting with the query, then names containing it, then other matches", async () => {
    const db = getDb();
    const describedOnly = await add(db, "Gateway", "GW-1", "Pairs with the ZX-9 family");
    const nameContains = await add(db, "Rugged ZX-9 carrier", "RC-2");
    const startsB = await add(db, "zx-9b Box PC", "BX-3");
    const startsA = await add(db, "ZX-9a Box PC", "BX-4");
    const exact = await add(db, "Panel PC", "zx-9");
    const longerModel = await add(db, "Tablet", "ZX-90");
    const hits = await productHits(db, "Zx-9");
    expect(hits[0]).toBe(exact);
    expect(hits.slice(1, 3)).toEqual([startsA, startsB]);
    expect(hits[3]).toBe(nameContains);
    expect(hits.slice(4)).toEqual([longerModel]);
    const group = (await searchContent(db, "Zx-9")).groups[0];
    expect(group.count).toBe(6);
    expect(await productHits(db, "pairs with the zx")).toEqual([describedOnly]);
  });

  it("answers one- and two-character queries as case-insensitive substrings, ranked the same way", async () => {
    const db = getDb();
    const inName = await add(db, "Box with Qj inside", "QQ-1");
    const inDescription = await add(db, "Plain box", "PB-1", "Only the text says qJ");
    const starts = await add(db, "qj starter", "QS-1");
    const exactModel = await add(db, "Other", "Qj");
    expect(await productHits(db, "QJ")).toEqual([exactModel, starts, inName, inDescription]);
    const one = await productHits(db, "j");
    expect(new Set(one)).toEqual(new Set([inName, inDescription, starts, exactModel]));
    expect(await productHits(db, "ǫ")).toEqual([]);
  });

  it("counts at most 50 and ranks name matches before description matches at any size", async () => {
    const db = getDb();
    for (let i = 0; i < 60; i++) await add(db, `Unit ${i}`, `UN-${i}`, "Contains the word wombat");
    const named = await add(db, "Big Wombat switch", "WB-1");
    const group = (await searchContent(db, "wombat")).groups[0];
    expect(group.count).toBe(50);
    expect(group.hits[0].id).toBe(named);
    const two = (await searchContent(db, "wo")).groups[0];
    expect(two.count).toBe(50);
    expect(two.hits[0].id).toBe(named);
  });
});
