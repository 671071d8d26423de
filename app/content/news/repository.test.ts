import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { readContentVersion } from "../shared/content-version.server";
import { createNews, deleteNews, getNews, listNews, updateNews } from "./repository.server";
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
  const row = { id: 1, ...base, created_at: "", updated_at: "" };
  const fromList = newsFromRow({ ...row, images: ["a.jpg"], content });
  expect(newsFromRow({ ...row, images: JSON.stringify(["a.jpg"]), content: JSON.stringify(content) })).toEqual(fromList);
  expect(fromList.content).toEqual([
    { heading: "H", para: "P" },
    { heading: "", para: "only para" },
  ]);
});
