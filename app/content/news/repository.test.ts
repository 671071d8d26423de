import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { readContentVersion } from "../shared/content-version.server";
import { parseListQuery } from "../shared/list-query";
import { publishingFilterOf } from "../shared/publishing-filter";
import { newsDefinition } from "./definition";
import { createNews, deleteNews, getNews, listNews, pageNews, updateNews } from "./repository.server";
import { newsFromRow } from "./schema";

const base = { title: "Showroom at Automation Expo", place: "Mumbai", date: "2026-02-10" };

describeEachDatabase("news repository", (getDb) => {
  it("creates, reads, updates and deletes an article, bumping the content version each time", async () => {
    const db = getDb();
    const v0 = await readContentVersion(db);
    const created = await createNews(db, {
      ...base,
      images: ["expo-1.jpg", " ", "https://cdn.example.com/expo-2.jpg"],
      content: [{ heading: "Launch", para: "We showed our new panel PCs." }, { para: "Second paragraph" }],
    });
    expect(created).toMatchObject({
      ...base,
      images: ["expo-1.jpg", "https://cdn.example.com/expo-2.jpg"],
      content: [
        { heading: "Launch", para: "We showed our new panel PCs." },
        { heading: "", para: "Second paragraph" },
      ],
    });
    expect(await readContentVersion(db)).toBe(v0 + 1);
    expect(await getNews(db, created.id)).toEqual(created);

    const updated = await updateNews(db, created.id, { ...base, place: "Pune", images: [] });
    expect(updated).toMatchObject({ place: "Pune", images: [], content: [] });
    expect(await readContentVersion(db)).toBe(v0 + 2);

    expect(await deleteNews(db, created.id)).toBe(true);
    expect(await getNews(db, created.id)).toBeUndefined();
    expect(await readContentVersion(db)).toBe(v0 + 3);
  });

  it("lists newest date first, with an optional limit", async () => {
    const db = getDb();
    for (const [title, date] of [["B", "2025-01-01"], ["C", "2026-06-01"], ["A", "2024-01-01"]]) {
      await createNews(db, { title, place: "Chennai", date });
    }
    expect((await listNews(db)).map((n) => n.title)).toEqual(["C", "B", "A"]);
    expect((await listNews(db, { limit: 2 })).map((n) => n.title)).toEqual(["C", "B"]);
  });

  it("refuses missing fields and too many images or sections", async () => {
    const db = getDb();
    await expect(createNews(db, { ...base, title: "" })).rejects.toThrow("Title is required");
    await expect(createNews(db, { ...base, place: " " })).rejects.toThrow("Place is required");
    await expect(createNews(db, { ...base, date: "" })).rejects.toThrow("Date is required");
    await expect(createNews(db, { ...base, images: Array(21).fill("a.jpg") })).rejects.toThrow(
      "A news article can have at most 20 images",
    );
    await expect(createNews(db, { ...base, content: Array(5).fill({ para: "p" }) })).rejects.toThrow(
      "A news article can have at most 4 content sections",
    );
    await expect(createNews(db, { ...base, content: [{ heading: " ", para: "" }] })).rejects.toThrow(
      "Each content section needs a heading or a paragraph",
    );
    expect((await createNews(db, { ...base, images: Array(20).fill("a.jpg") })).images).toHaveLength(20);
  });

  it("reads content stored as broken text as empty, without failing the article", async () => {
    const db = getDb();
    const timestamp = new Date().toISOString();
    const { id } = await db
      .insertInto("news")
      .values({ ...base, images: "[\"ok.jpg\", 5, \"javascript:x\"]", content: "Plain old text", created_at: timestamp, updated_at: timestamp })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await getNews(db, id)).toMatchObject({ title: base.title, images: ["ok.jpg"], content: [] });
  });
});

it("reads content given as JSON text or as a list the same way", () => {
  const content = [{ heading: "H", para: "P" }, { para: "only para" }, { other: 1 }];
  const row = { id: 1, ...base, publish_status: "published" as const, publish_at: null, unpublish_at: null, created_at: "", updated_at: "" };
  const fromList = newsFromRow({ ...row, images: ["a.jpg"], content });
  expect(newsFromRow({ ...row, images: JSON.stringify(["a.jpg"]), content: JSON.stringify(content) })).toEqual(fromList);
  expect(fromList.content).toEqual([
    { heading: "H", para: "P" },
    { heading: "", para: "only para" },
  ]);
});

describeEachDatabase("news: publishing (decision 035)", (getDb) => {
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19);

  it("shows only what is live now, and moves the content version on when a scheduled article's time comes", async () => {
    const db = getDb();
    const draft = await createNews(db, { ...base, title: "Draft article", images: [], content: [], publish_status: "draft" });
    const scheduled = await createNews(db, { ...base, title: "Scheduled article", images: [], content: [], publish_status: "scheduled", publish_at: inSeconds(2) });
    const titles = async () => (await listNews(db)).map((article) => article.title);
    expect(await titles()).not.toContain("Draft article");
    expect(await titles()).not.toContain("Scheduled article");
    expect(await getNews(db, scheduled.id, { live: true })).toBeUndefined();
    expect(await getNews(db, draft.id)).toMatchObject({ publish_status: "draft" });

    const before = await readContentVersion(db);
    expect(await readContentVersion(db)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    // No write happened, but the schedule's moment came: caches keyed on the version refill.
    expect(await readContentVersion(db)).toBe(before + 1);
    expect(await readContentVersion(db)).toBe(before + 1);
    expect(await titles()).toContain("Scheduled article");
    expect(await getNews(db, scheduled.id, { live: true })).toMatchObject({ title: "Scheduled article" });
    await deleteNews(db, draft.id);
    await deleteNews(db, scheduled.id);
  });

  it("filters the admin list by publishing as its column reads now: draft, scheduled, live, unpublished or ended", async () => {
    const db = getDb();
    const made = [
      await createNews(db, { ...base, title: "Filter draft", publish_status: "draft" }),
      await createNews(db, { ...base, title: "Filter upcoming", publish_status: "scheduled", publish_at: "2099-01-01T00:00" }),
      await createNews(db, { ...base, title: "Filter started", publish_status: "scheduled", publish_at: "2020-01-01T00:00" }),
      await createNews(db, { ...base, title: "Filter live", publish_status: "published" }),
      await createNews(db, { ...base, title: "Filter withdrawn", publish_status: "unpublished" }),
      await createNews(db, { ...base, title: "Filter ended", publish_status: "scheduled", publish_at: "2020-01-01T00:00", unpublish_at: "2020-02-01T00:00" }),
    ];
    const titles = async (publishing: string) =>
      (await pageNews(db, parseListQuery(new URLSearchParams({ q: "Filter ", publishing, sort: "title" }), newsDefinition.list))).rows.map((row) => row.title);
    expect(await titles("draft")).toEqual(["Filter draft"]);
    expect(await titles("scheduled")).toEqual(["Filter upcoming"]);
    expect(await titles("live")).toEqual(["Filter live", "Filter started"]);
    expect(await titles("ended")).toEqual(["Filter ended", "Filter withdrawn"]);
    // An unknown word is no filter (an old bookmark still opens the list).
    expect(await titles("bogus")).toHaveLength(6);
    // The SQL and the browser-safe rule agree on every item.
    const now = new Date().toISOString();
    for (const article of made) {
      expect(await titles(publishingFilterOf(article, now))).toContain(article.title);
      await deleteNews(db, article.id);
    }
  });

  it("refuses a schedule without a time and an unpublish time before the publish time, at their fields", async () => {
    const db = getDb();
    await expect(createNews(db, { ...base, images: [], content: [], publish_status: "scheduled" })).rejects.toMatchObject({ field: "publish_at", message: "A scheduled item needs a publish time" });
    await expect(
      createNews(db, { ...base, images: [], content: [], publish_status: "scheduled", publish_at: "2030-01-02T00:00", unpublish_at: "2030-01-01T00:00" }),
    ).rejects.toMatchObject({ field: "unpublish_at", message: "Unpublish time must be after the publish time" });
  });
});
