import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { readContentVersion } from "../shared/content-version.server";
import {
  countSolutions,
  createSolution,
  deleteSolution,
  getSolution,
  listSolutions,
  updateSolution,
} from "./repository.server";
import { solutionFromRow } from "./schema";

const base = { title: "Smart Factory Monitoring", date: "2026-03-14" };

describeEachDatabase("solution repository", (getDb) => {
  it("creates, reads, updates and deletes a solution, bumping the content version each time", async () => {
    const db = getDb();
    const v0 = await readContentVersion(db);
    const created = await createSolution(db, {
      ...base,
      content: [{ heading: " Overview ", para: "Sensors on every line.", image: "line.jpg" }, { para: "Only text" }],
      highlights: [" Real-time alerts ", "Edge computing"],
      specifications: ["IP65 enclosure"],
      applications: [{ name: "Automotive", para: "Paint shop monitoring", image: "https://cdn.example.com/a.jpg" }],
    });
    expect(created).toMatchObject({
      title: "Smart Factory Monitoring",
      date: "2026-03-14",
      content: [
        { heading: "Overview", para: "Sensors on every line.", image: "line.jpg" },
        { heading: "", para: "Only text", image: null },
      ],
      highlights: ["Real-time alerts", "Edge computing"],
      specifications: ["IP65 enclosure"],
      applications: [{ name: "Automotive", para: "Paint shop monitoring", image: "https://cdn.example.com/a.jpg" }],
    });
    expect(await readContentVersion(db)).toBe(v0 + 1);
    expect(await getSolution(db, created.id)).toEqual(created);

    const updated = await updateSolution(db, created.id, { ...base, title: "Factory Monitoring" });
    expect(updated).toMatchObject({ title: "Factory Monitoring", content: [], highlights: [], applications: [] });
    expect(await readContentVersion(db)).toBe(v0 + 2);

    expect(await deleteSolution(db, created.id)).toBe(true);
    expect(await getSolution(db, created.id)).toBeUndefined();
    expect(await deleteSolution(db, created.id)).toBe(false);
    expect(await readContentVersion(db)).toBe(v0 + 3);
  });

  it("refuses an empty highlight or specification with the spec's message at the entry, instead of dropping it", async () => {
    const db = getDb();
    const attempt = createSolution(db, { ...base, highlights: ["Real-time alerts", "  "], specifications: [""] });
    await expect(attempt).rejects.toMatchObject({
      issues: [
        expect.objectContaining({ path: ["highlights", 1], message: "A feature or highlight needs non-empty text" }),
        expect.objectContaining({ path: ["specifications", 0], message: "A specification needs non-empty text" }),
      ],
    });
  });

  it("lists newest date first and counts", async () => {
    const db = getDb();
    const before = await countSolutions(db);
    await createSolution(db, { title: "Old", date: "2024-01-01" });
    await createSolution(db, { title: "New", date: "2026-12-01" });
    await createSolution(db, { title: "Middle", date: "2025-06-30" });
    const titles = (await listSolutions(db)).map((s) => s.title);
    expect(titles.slice(0, 3)).toEqual(["New", "Middle", "Old"]);
    expect(await countSolutions(db)).toBe(before + 3);
  });

  it("refuses a missing title or date with the spec's messages", async () => {
    const db = getDb();
    await expect(createSolution(db, { title: "  ", date: "2026-01-01" })).rejects.toThrow("Title is required");
    await expect(createSolution(db, { title: "X", date: "" })).rejects.toThrow("Date is required");
    await expect(createSolution(db, { title: "X", date: "14/03/2026" })).rejects.toThrow("Please enter a valid date");
  });

  it("enforces the section and application rules", async () => {
    const db = getDb();
    const section = { heading: "H", para: "P" };
    await expect(createSolution(db, { ...base, content: Array(5).fill(section) })).rejects.toThrow(
      "A solution can have at most 4 content sections",
    );
    await expect(createSolution(db, { ...base, content: [{ image: "x.jpg" }] })).rejects.toThrow(
      "Each content section needs a heading or a paragraph",
    );
    await expect(createSolution(db, { ...base, applications: [{ name: " ", para: "p" }] })).rejects.toThrow(
      "Each application needs a name",
    );
    await expect(createSolution(db, { ...base, applications: Array(5).fill({ name: "A" }) })).rejects.toThrow(
      "A solution can have at most 4 applications",
    );
    await expect(createSolution(db, { ...base, content: [{ heading: "H", image: "javascript:alert(1)" }] })).rejects.toThrow(
      "Invalid media reference",
    );
  });

  it("reads stored lists defensively: legacy `description`, broken JSON and odd items", async () => {
    const db = getDb();
    const timestamp = new Date().toISOString();
    const { id } = await db
      .insertInto("solutions")
      .values({
        title: "Legacy",
        date: "2020-05-05",
        content: JSON.stringify([{ heading: "Kept", para: 7 }, "not an object", {}, { image: "only-image.png" }]),
        highlights: "{broken",
        specifications: JSON.stringify(["ok", "", 3]),
        applications: JSON.stringify([{ name: "Ports", description: "Cranes and gates" }]),
        created_at: timestamp,
        updated_at: timestamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const legacy = await getSolution(db, id);
    expect(legacy).toMatchObject({
      content: [
        { heading: "Kept", para: "", image: null },
        { heading: "", para: "", image: "only-image.png" },
      ],
      highlights: [],
      specifications: ["ok"],
      applications: [{ name: "Ports", para: "Cranes and gates", image: null }],
    });
  });
});

it("reads a list value and its JSON text the same way", () => {
  const content = [{ heading: "A", para: "B", image: "c.png" }];
  const applications = [{ name: "N", description: "D" }];
  const row = { id: 1, title: "T", date: "2026-01-01", publish_status: "published" as const, publish_at: null, unpublish_at: null, created_at: "", updated_at: "", highlights: ["h"], specifications: [] };
  const fromList = solutionFromRow({ ...row, content, applications });
  const fromText = solutionFromRow({ ...row, content: JSON.stringify(content), applications: JSON.stringify(applications) });
  expect(fromText).toEqual(fromList);
  expect(fromList.applications).toEqual([{ name: "N", para: "D", image: null }]);
  expect(solutionFromRow({ ...row, content: "not json", applications: null }).content).toEqual([]);
});
