import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { categoryDefinition } from "../category/definition";
import { createSubcategory } from "../subcategory/repository.server";
import { subcategoryDefinition } from "../subcategory/definition";
import { readContentVersion } from "./content-version.server";
import { type Arrangeable, listSiblings, moveInOrder, saveOrder, STALE_ORDER } from "./ordering.server";

const audit = { actorId: null, actorName: "Tester", ip: null, userAgent: null, requestId: null };
const subcategories = subcategoryDefinition as Arrangeable;

describeEachDatabase("save order", (getDb) => {
  async function twoParents(tag: string) {
    const db = getDb();
    const switches = await createCategory(db, { name: `Switches ${tag}` });
    const panels = await createCategory(db, { name: `Panels ${tag}` });
    const [a, b, c] = await Promise.all(["Alpha", "Bravo", "Charlie"].map((name) => createSubcategory(db, { name, description: "", category_id: String(switches.id) })));
    const foreign = await createSubcategory(db, { name: "Delta", description: "", category_id: String(panels.id) });
    return { db, switches, panels, ids: [a!.id, b!.id, c!.id], foreign };
  }

  it("saves one parent's whole order, with an audit entry and a new content version", async () => {
    const { db, switches, panels, ids, foreign } = await twoParents("saved");
    expect((await listSiblings(db, subcategories, switches.id)).map((row) => row.title)).toEqual(["Alpha", "Bravo", "Charlie"]);
    const version = await readContentVersion(db);
    await saveOrder(db, audit, subcategories, switches.id, [ids[2]!, ids[0]!, ids[1]!]);
    const after = await listSiblings(db, subcategories, switches.id);
    expect(after.map((row) => row.title)).toEqual(["Charlie", "Alpha", "Bravo"]);
    expect(after.map((row) => row.sort_order)).toEqual([10, 20, 30]);
    expect(await listSiblings(db, subcategories, panels.id)).toEqual([{ id: foreign.id, title: "Delta", sort_order: 0 }]);
    expect(await readContentVersion(db)).toBe(version + 1);
    const entry = await db.selectFrom("audit_log").select(["action", "target_type", "target_id", "changes"]).where("action", "=", "reorder").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ target_type: "subcategory", target_id: String(switches.id) });
    expect(JSON.parse(entry.changes)).toEqual({ order: ["Alpha, Bravo, Charlie", "Charlie, Alpha, Bravo"] });
  });

  it("refuses a foreign, missing or repeated id and saves nothing", async () => {
    const { db, switches, ids, foreign } = await twoParents("refused");
    const version = await readContentVersion(db);
    for (const posted of [[ids[2]!, ids[1]!, foreign.id], [ids[2]!, ids[1]!], [ids[2]!, ids[2]!, ids[1]!], [...ids, foreign.id]]) {
      await expect(saveOrder(db, audit, subcategories, switches.id, posted)).rejects.toThrow(STALE_ORDER);
    }
    expect((await listSiblings(db, subcategories, switches.id)).map((row) => row.sort_order)).toEqual([0, 0, 0]);
    expect(await readContentVersion(db)).toBe(version);
    const entries = await db.selectFrom("audit_log").select("id").where("action", "=", "reorder").where("target_id", "=", String(switches.id)).execute();
    expect(entries).toEqual([]);
  });

  it("orders a type without a parent (categories) as a whole", async () => {
    const db = getDb();
    const categories = categoryDefinition as Arrangeable;
    const last = await createCategory(db, { name: "Zulu last" });
    const others = (await listSiblings(db, categories, null)).filter((row) => row.id !== last.id);
    await saveOrder(db, audit, categories, null, [last.id, ...others.map((row) => row.id)]);
    expect((await listSiblings(db, categories, null))[0]).toMatchObject({ id: last.id, title: "Zulu last", sort_order: 10 });
  });
});

it("moves an item a place up or down, and not past either end", () => {
  expect(moveInOrder([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
  expect(moveInOrder([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
  expect(moveInOrder([1, 2, 3], 1, "up")).toEqual([1, 2, 3]);
  expect(moveInOrder([1, 2, 3], 3, "down")).toEqual([1, 2, 3]);
});
