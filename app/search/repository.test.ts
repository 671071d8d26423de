import { sql } from "kysely";
import { expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { rebuildSearchIndex } from "./index-schema.server";
import { searchContent } from "./repository.server";
import { foldedContains } from "./folded-contains.server";
import { containsPattern } from "./query";

const stamp = () => new Date().toISOString();
const emptyProductLists = {
  product_images: "[]",
  features: "[]",
  product_benefits: "[]",
  specification_groups: "[]",
  applications: "[]",
  application_images: "[]",
  featured: 0,
};
const emptySolutionLists = { highlights: "[]", specifications: "[]", applications: "[]" };

async function addProduct(db: Db, values: { name: string; model_number?: string; description?: string }) {
  const t = stamp();
  return db
    .insertInto("products")
    .values({ slug: "p", model_number: null, description: null, ...values, ...emptyProductLists, created_at: t, updated_at: t })
    .returning("id")
    .executeTakeFirstOrThrow();
}

async function addNews(db: Db, title: string, content: string) {
  const t = stamp();
  return db
    .insertInto("news")
    .values({ title, place: "Chennai", date: "2026-01-05", content, images: "[]", created_at: t, updated_at: t })
    .returning("id")
    .executeTakeFirstOrThrow();
}

const titles = (response: Awaited<ReturnType<typeof searchContent>>, kind: string) =>
  response.groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.title) ?? [];

describeEachDatabase("search index", (getDb) => {
  it("finds a product by a fragment of its model number, in any case, with hyphens", async () => {
    const db = getDb();
    const { id } = await addProduct(db, { name: "Fanless Panel PC", model_number: "PPC-15A-J1900" });
    const response = await searchContent(db, "  c-15a-j ");
    expect(response.query).toBe("c-15a-j");
    expect(response.groups).toEqual([
      {
        kind: "product",
        label: "Products",
        count: 1,
        hits: [{ id, title: "Fanless Panel PC", detail: "Model: PPC-15A-J1900", href: `/product/${id}` }],
      },
    ]);
  });

  it("takes %, _, quotes and backslashes literally", async () => {
    const db = getDb();
    await addProduct(db, { name: "Rack 19\" 4U_X", description: "Rated 100% duty" });
    await addProduct(db, { name: "Rack 19 inch 4UX", description: "Rated 1000 duty" });
    expect(titles(await searchContent(db, "4U_X"), "product")).toEqual(['Rack 19" 4U_X']);
    expect(titles(await searchContent(db, "0%"), "product")).toEqual(['Rack 19" 4U_X']);
    expect(titles(await searchContent(db, '19" 4'), "product")).toEqual(['Rack 19" 4U_X']);
    expect(titles(await searchContent(db, "%"), "product")).toEqual(['Rack 19" 4U_X']);
    expect(await searchContent(db, "\\")).toEqual({ query: "\\", groups: [] });
  });

  it("answers queries shorter than three characters", async () => {
    const db = getDb();
    await addProduct(db, { name: "Qz serial converter" });
    expect(titles(await searchContent(db, "qZ"), "product")).toEqual(["Qz serial converter"]);
    expect(await searchContent(db, "   ")).toEqual({ query: "", groups: [] });
  });

  it("follows inserts, edits and deletes of every kind", async () => {
    const db = getDb();
    const t = stamp();
    const driver = await db
      .insertInto("drivers")
      .values({ name: "Touch driver Xyzzy", download_link: "x.exe", created_at: t, updated_at: t })
      .returning("id")
      .executeTakeFirstOrThrow();
    const solution = await db
      .insertInto("solutions")
      .values({
        title: "Smart factory",
        date: "2026-02-01",
        content: JSON.stringify([{ heading: "Plover lines", para: "" }]),
        ...emptySolutionLists,
        created_at: t,
        updated_at: t,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await searchContent(db, "xyzzy")).groups[0]).toMatchObject({ kind: "driver", hits: [{ href: "/support" }] });
    expect((await searchContent(db, "plover")).groups[0]).toMatchObject({ kind: "solution", hits: [{ href: `/solution/${solution.id}`, detail: "2026-02-01" }] });

    await db.updateTable("drivers").set({ name: "Touch driver Frobozz" }).where("id", "=", driver.id).execute();
    expect((await searchContent(db, "xyzzy")).groups).toEqual([]);
    expect(titles(await searchContent(db, "frobozz"), "driver")).toEqual(["Touch driver Frobozz"]);

    await db.deleteFrom("solutions").where("id", "=", solution.id).execute();
    expect((await searchContent(db, "plover")).groups).toEqual([]);

    // Another version of the download (same name, another letter case) is not listed a second time.
    const newer = await db
      .insertInto("drivers")
      .values({ name: "TOUCH DRIVER FROBOZZ", version: "2.0", download_link: "y.exe", created_at: t, updated_at: t })
      .returning("id")
      .executeTakeFirstOrThrow();
    const drivers = (await searchContent(db, "frobozz")).groups.find((group) => group.kind === "driver");
    expect(drivers).toMatchObject({ count: 1, hits: [{ id: newer.id }] });
  });

  it("searches news text in either stored shape, not the JSON around it", async () => {
    const db = getDb();
    const blocks = [{ heading: "Expo", para: "We showed the Gizmotron rugged tablet at the fair in Mumbai." }];
    const plain = await addNews(db, "Fair one", JSON.stringify(blocks));
    const doubled = await addNews(db, "Fair two", JSON.stringify(JSON.stringify(blocks)));
    const response = await searchContent(db, "gizmotron");
    const news = response.groups.find((group) => group.kind === "news");
    expect(news?.hits.map((hit) => hit.id).sort()).toEqual([plain.id, doubled.id].sort());
    // The snippet sets the heading off from its paragraph.
    expect(news?.hits[0].detail).toBe("Expo: We showed the Gizmotron rugged tablet at the fair in Mumbai.");
    expect((await searchContent(db, '"para"')).groups).toEqual([]);
    await addNews(db, "Broken", "not json at all: Quuxotic");
    expect(titles(await searchContent(db, "quuxotic"), "news")).toEqual(["Broken"]);
  });

  it("sets each heading of a news snippet off from its paragraph, unless it ends in punctuation", async () => {
    const db = getDb();
    const blocks = [
      { heading: "Highlights", para: "Snorkelwave shown." },
      { heading: "What next?", para: "More." },
      { heading: "", para: "Paragraph alone." },
      { heading: "Heading alone", para: "" },
    ];
    await addNews(db, "Snorkelwave", JSON.stringify(blocks));
    const detail = (await searchContent(db, "snorkelwave")).groups[0].hits[0].detail;
    expect(detail).toBe("Highlights: Snorkelwave shown. What next? More. Paragraph alone. Heading alone");
  });

  it("cuts the news snippet at 100 characters", async () => {
    const db = getDb();
    await addNews(db, "Long", JSON.stringify([{ para: `Wombatix ${"a".repeat(200)}` }]));
    const detail = (await searchContent(db, "wombatix")).groups[0].hits[0].detail ?? "";
    expect(detail).toBe(`Wombatix ${"a".repeat(91)}...`);
  });

  it("counts up to 50 matches per group and returns 5, title matches first", async () => {
    const db = getDb();
    for (let index = 0; index < 55; index += 1) await addProduct(db, { name: `Kiosk K${index}`, description: "Quokka" });
    const described = await addProduct(db, { name: "Plain", description: "Quokka kiosk" });
    const titled = await addProduct(db, { name: "Quokka terminal" });
    const group = (await searchContent(db, "quokka")).groups[0];
    expect(group.count).toBe(50);
    expect(group.hits).toHaveLength(5);
    expect(group.hits[0].id).toBe(titled.id);
    expect(group.hits.map((hit) => hit.id)).toContain(described.id);
  });

  it("rebuilds the index from the tables", async () => {
    const db = getDb();
    await addProduct(db, { name: "Box PC", description: "Runs the Quokkaflux line controller." });
    await addNews(db, "Quokkaflux line opens", JSON.stringify([{ para: "A new assembly line." }]));
    // Emptied, as after a bulk import that bypassed the triggers: only the rebuild can find them again
    // (a product's name is also matched from its own table, so the word here is in the description).
    await sql`delete from search_index`.execute(db);
    expect((await searchContent(db, "okkaflu")).groups).toEqual([]);
    await rebuildSearchIndex(db);
    const found = await searchContent(db, "okkaflu");
    expect(titles(found, "product")).toEqual(["Box PC"]);
    expect(titles(found, "news")).toEqual(["Quokkaflux line opens"]);
  });

  it("uses the trigram index for queries of three characters or more", async () => {
    const db = getDb();
    if (dialectOf(db) === "postgres") {
      // Sequential scans off so the plan shows which index serves the search's filter.
      const plan = await db.connection().execute(async (connection) => {
        await sql`insert into search_index select 'product', g, 'Item ' || md5(g::text), '', md5(g::text)
          from generate_series(100000, 104999) g`.execute(connection);
        await sql`analyze search_index`.execute(connection);
        await sql`set enable_seqscan = off`.execute(connection);
        const { rows } = await sql<{ "QUERY PLAN": string }>`explain select item_id from search_index
          where ${foldedContains(containsPattern("ZQX"), "all")}`.execute(connection);
        await sql`reset enable_seqscan`.execute(connection);
        await sql`delete from search_index where item_id >= 100000`.execute(connection);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain("search_index_title_folded_trgm");
      expect(plan).toContain("search_index_body_folded_trgm");
    } else {
      const { rows } = await sql<{ detail: string }>`explain query plan select item_id from search_index
        where search_index match '{title body} : "abc"'`.execute(db);
      expect(rows.map((row) => row.detail).join("\n")).toMatch(/VIRTUAL TABLE INDEX/);
    }
  });
});

describeEachDatabase("search shows only what is live, without coming back short (decision 035)", (getDb) => {
  it("fills each group with live hits even when the newest matches are drafts", async () => {
    const db = getDb();
    // Live first (older), then more drafts than one fetch holds (newer, so a newest-first fetch meets them first).
    for (let n = 1; n <= 3; n += 1) await addProduct(db, { name: `Quokka live ${n}` });
    for (let n = 1; n <= 60; n += 1) {
      const { id } = await addProduct(db, { name: `Quokka draft ${n}` });
      await db.updateTable("products").set({ publish_status: "draft" }).where("id", "=", id).execute();
    }
    await addNews(db, "Quokka news live", "[]");
    for (let n = 1; n <= 60; n += 1) {
      const { id } = await addNews(db, `Quokka news draft ${n}`, "[]");
      await db.updateTable("news").set({ publish_status: "draft" }).where("id", "=", id).execute();
    }
    const found = await searchContent(db, "quokka", { shownPerGroup: 50 });
    expect([...titles(found, "product")].sort()).toEqual(["Quokka live 1", "Quokka live 2", "Quokka live 3"]);
    expect(titles(found, "news")).toEqual(["Quokka news live"]);
    // The model-number box and name prefix tiers too: only the live product.
    expect(titles(await searchContent(db, "Quokka live 2"), "product")).toEqual(["Quokka live 2"]);
    expect(titles(await searchContent(db, "Quokka draft"), "product")).toEqual([]);
    // Two characters go through the short-text tiers: the live ones found, no draft.
    const short = titles(await searchContent(db, "qu", { shownPerGroup: 50 }), "product");
    expect(short).toEqual(expect.arrayContaining(["Quokka live 1", "Quokka live 2", "Quokka live 3"]));
    expect(short.filter((title) => title.includes("draft"))).toEqual([]);
  });
});
