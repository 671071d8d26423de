import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { containsPattern } from "./query";
import { searchContent } from "./repository.server";
import { RECENT_ROWS, shortContainsTiers } from "./short-contains.server";

const lists = { product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]", featured: 0 };
type Values = { name: string; model_number?: string | null; description?: string | null };

async function addMany(db: Db, products: Values[]): Promise<number[]> {
  const t = new Date().toISOString();
  const ids: number[] = [];
  for (let start = 0; start < products.length; start += 200) {
    const rows = products
      .slice(start, start + 200)
      .map((values) => ({ slug: "p", model_number: null, description: null, ...values, ...lists, created_at: t, updated_at: t }));
    const inserted = await db.insertInto("products").values(rows).returning("id").execute();
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

/** What a scan of every index row answers: the old query, the reference the bounded lookup must equal. */
async function scan(db: Db, text: string, scope: "title" | "all"): Promise<number[]> {
  const op = sql.raw(dialectOf(db) === "postgres" ? "ilike" : "like");
  const pattern = containsPattern(text);
  const filter =
    scope === "title"
      ? sql`title ${op} ${pattern} escape '\\'`
      : sql`(title ${op} ${pattern} escape '\\' or body ${op} ${pattern} escape '\\')`;
  const { rows } = await sql<{ id: number }>`select item_id as id from search_index
    where kind = 'product' and ${filter} order by item_id desc limit 50`.execute(db);
  return rows.map((row) => Number(row.id));
}

async function bothTiers(db: Db, text: string) {
  const [title, all] = shortContainsTiers(db, text);
  return { title: await title(), all: await all() };
}

// Old products (pushed out of the newest RECENT_ROWS by filler) carry the rare text in every position
// where an occurrence could hide from a trigram index: the last one or two characters of a column,
// a whole one- or two-character name, the model number alone, the description's end.
const rare: Values[] = [
  { name: "Box computer Q" },
  { name: "Box computer QZ" },
  { name: "Qz" },
  { name: "Z" },
  { name: "Gateway", model_number: "GW-Qz" },
  { name: "Router", model_number: "R1", description: "ends with qz" },
  { name: "Switch", model_number: "SW", description: "ends with a z" },
  { name: "Panel", model_number: "QZ7", description: null },
  { name: "Serial 4U_X", description: "Rated 100% duty, path C:\\Qz" },
  { name: "Café terminal", description: "Ü in the text" },
  ...Array.from({ length: 60 }, (_, i) => ({ name: `Tracker ${i}`, description: `Old line item ${i} with marker #k` })),
];

describeEachDatabase("short search queries", (getDb) => {
  let rareIds: number[] = [];

  beforeAll(async () => {
    const db = getDb();
    rareIds = await addMany(db, rare);
    // Filler: plenty of common letters, none of the rare text, more rows than the recent scan reads.
    const filler = Array.from({ length: RECENT_ROWS + 50 }, (_, i) => ({
      name: `Industrial panel unit ${i % 7}`,
      model_number: `PN-${i % 7}`,
      description: "Fanless computer for machine rooms",
    }));
    await addMany(db, filler);
  }, 120_000);

  it("answers rare one- and two-character text from old products exactly as a full scan does", async () => {
    const db = getDb();
    for (const text of ["q", "Q", "z", "qz", "QZ", "Qz", "z7", "%", "_", "\\", "0%", "4u", "é", "Ü", "ü", "#k", "k", "x", "ǫ"]) {
      const expected = { title: await scan(db, text, "title"), all: await scan(db, text, "all") };
      expect(await bothTiers(db, text), `query ${JSON.stringify(text)}`).toEqual(expected);
    }
    // The positions a trigram index misses are all found.
    expect(new Set((await bothTiers(db, "qz")).all)).toEqual(new Set([1, 2, 4, 5, 7, 8].map((i) => rareIds[i])));
    expect((await bothTiers(db, "#k")).all).toHaveLength(50);
  });

  it("answers common text from the newest rows, the same as a full scan", async () => {
    const db = getDb();
    for (const text of ["a", "n", "pa", "PN", "l ", "e"]) {
      const expected = { title: await scan(db, text, "title"), all: await scan(db, text, "all") };
      expect(expected.all).toHaveLength(50);
      expect(await bothTiers(db, text), `query ${JSON.stringify(text)}`).toEqual(expected);
    }
  });

  it("follows edits and deletes of old products", async () => {
    const db = getDb();
    const [renamed, removed] = await addMany(db, [{ name: "Probe xj" }, { name: "Probe xj two" }]);
    await addMany(db, Array.from({ length: RECENT_ROWS }, () => ({ name: "Filler unit", description: "Plain" })));
    expect((await bothTiers(db, "xj")).title).toEqual([removed, renamed]);
    await db.updateTable("products").set({ name: "Probe yk" }).where("id", "=", renamed).execute();
    await db.deleteFrom("products").where("id", "=", removed).execute();
    expect(await bothTiers(db, "xj")).toEqual({ title: [], all: [] });
    expect((await bothTiers(db, "yk")).title).toEqual([renamed]);
    const group = (await searchContent(db, "YK")).groups.find((item) => item.kind === "product");
    expect(group?.hits.map((hit) => hit.title)).toEqual(["Probe yk"]);
  }, 120_000);

  it("ranks rare short text in the search response: names first, then other matches, newest first", async () => {
    const db = getDb();
    const group = (await searchContent(db, "qz")).groups.find((item) => item.kind === "product");
    // Exact model number (none), names starting with it (Qz), names containing it, then the rest.
    expect(group?.hits.map((hit) => hit.title)).toEqual(["Qz", "Box computer QZ", "Serial 4U_X", "Panel", "Router"]);
    expect(group?.count).toBe(6);
  });
});
