import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { readContentVersion } from "../shared/content-version.server";
import { RuleViolationError } from "../shared/errors";
import {
  countActiveHeroSections,
  createHeroSection,
  deleteHeroSection,
  getHeroSection,
  listActiveHeroSections,
  listHeroSections,
  updateHeroSection,
} from "./repository.server";

const hero = (h1_text: string, extra: Record<string, unknown> = {}) => ({
  h1_text,
  button_text: "Learn More",
  url_link: "https://example.com/products",
  ...extra,
});

describeEachDatabase("hero section repository", (getDb) => {
  it("creates, reads, updates and deletes a hero, bumping the content version each time", async () => {
    const db = getDb();
    const v0 = await readContentVersion(db);
    const created = await createHeroSection(db, hero(" Rugged Panel PCs ", { para_text: "", image: "hero.jpg" }));
    expect(created).toMatchObject({
      h1_text: "Rugged Panel PCs",
      para_text: null,
      image: "hero.jpg",
      is_active: false,
      sort_order: 0,
    });
    expect(await readContentVersion(db)).toBe(v0 + 1);
    const updated = await updateHeroSection(db, created.id, hero("Box PCs", { is_active: "on", sort_order: "4" }));
    expect(updated).toMatchObject({ h1_text: "Box PCs", is_active: true, sort_order: 4 });
    expect(await getHeroSection(db, created.id)).toEqual(updated);
    expect(await readContentVersion(db)).toBe(v0 + 2);
    expect(await updateHeroSection(db, 999_999, hero("Missing"))).toBeUndefined();
    expect(await deleteHeroSection(db, created.id)).toBe(true);
    expect(await getHeroSection(db, created.id)).toBeUndefined();
    expect(await readContentVersion(db)).toBe(v0 + 3);
  });

  it("refuses missing required fields and a link that is not a URL", async () => {
    const db = getDb();
    await expect(createHeroSection(db, hero(""))).rejects.toThrow("H1 text is required");
    await expect(createHeroSection(db, hero("A", { button_text: " " }))).rejects.toThrow("Button text is required");
    await expect(createHeroSection(db, hero("A", { url_link: "" }))).rejects.toThrow("URL link is required");
    await expect(createHeroSection(db, hero("A", { url_link: "javascript:alert(1)" }))).rejects.toThrow(
      "Please enter a valid URL",
    );
    await expect(createHeroSection(db, hero("A", { sort_order: "1.5" }))).rejects.toThrow(
      "Sort order must be a whole number",
    );
  });

  it("lists by sort order; the active list holds only active heroes", async () => {
    const db = getDb();
    const c = await createHeroSection(db, hero("C", { sort_order: 3, is_active: true }));
    const a = await createHeroSection(db, hero("A", { sort_order: 1 }));
    const b = await createHeroSection(db, hero("B", { sort_order: 2, is_active: true }));
    expect((await listHeroSections(db)).map((h) => h.h1_text)).toEqual(["A", "B", "C"]);
    expect((await listActiveHeroSections(db)).map((h) => h.h1_text)).toEqual(["B", "C"]);
    for (const { id } of [a, b, c]) await deleteHeroSection(db, id);
  });

  it("allows at most 3 active heroes, on create and on update", async () => {
    const db = getDb();
    const active = [];
    for (const name of ["One", "Two", "Three"]) active.push(await createHeroSection(db, hero(name, { is_active: true })));
    const attempt = createHeroSection(db, hero("Four", { is_active: true }));
    await expect(attempt).rejects.toBeInstanceOf(RuleViolationError);
    await expect(createHeroSection(db, hero("Four", { is_active: true }))).rejects.toThrow(
      "Maximum 3 hero sections can be active at once",
    );
    const inactive = await createHeroSection(db, hero("Four"));
    await expect(updateHeroSection(db, inactive.id, hero("Four", { is_active: true }))).rejects.toThrow(
      "Maximum 3 hero sections can be active at once",
    );
    expect((await getHeroSection(db, inactive.id))?.is_active).toBe(false);
    // Editing a hero that is already active needs no extra room.
    expect(await updateHeroSection(db, active[0].id, hero("One, edited", { is_active: true }))).toMatchObject({
      h1_text: "One, edited",
    });
    await updateHeroSection(db, active[0].id, hero("One", { is_active: false }));
    expect(await updateHeroSection(db, inactive.id, hero("Four", { is_active: true }))).toMatchObject({ is_active: true });
    expect(await countActiveHeroSections(db)).toBe(3);
    for (const { id } of [...active, inactive]) await deleteHeroSection(db, id);
  });

  it("lets only one of several simultaneous activations take the last free place", async () => {
    const db = getDb();
    await createHeroSection(db, hero("Active 1", { is_active: true }));
    await createHeroSection(db, hero("Active 2", { is_active: true }));
    const candidates = await Promise.all(["X", "Y", "Z", "W"].map((name) => createHeroSection(db, hero(name))));
    const results = await Promise.allSettled(
      candidates.map((c) => updateHeroSection(db, c.id, hero(c.h1_text, { is_active: true }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refusals.map((r) => (r.reason as Error).message)).toEqual(Array(3).fill("Maximum 3 hero sections can be active at once"));
    expect(await countActiveHeroSections(db)).toBe(3);

    const creations = await Promise.allSettled([1, 2, 3].map((n) => createHeroSection(db, hero(`New ${n}`, { is_active: true }))));
    expect(creations.every((r) => r.status === "rejected")).toBe(true);
    expect(await countActiveHeroSections(db)).toBe(3);
  });
});

describeEachDatabase("hero sections: the active limit counts what is live at each moment", (getDb) => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 19);

  it("lets a fourth active hero in while another is not yet live or already gone, and refuses one that overlaps three", async () => {
    const db = getDb();
    for (const existing of await listHeroSections(db)) await deleteHeroSection(db, existing.id);
    await createHeroSection(db, hero("One", { is_active: "on" }));
    await createHeroSection(db, hero("Two", { is_active: "on" }));
    await createHeroSection(db, hero("Three", { is_active: "on", publish_status: "published", unpublish_at: at(60) }));
    // Three live now: a fourth from now is refused with the spec's message.
    await expect(createHeroSection(db, hero("Four", { is_active: "on" }))).rejects.toThrow("Maximum 3 hero sections can be active at once");
    // One starting when "Three" ends fits; one starting before it ends does not, and says when.
    const later = await createHeroSection(db, hero("Later", { is_active: "on", publish_status: "scheduled", publish_at: at(60) }));
    expect(later.is_active).toBe(true);
    await expect(createHeroSection(db, hero("Overlap", { is_active: "on", publish_status: "scheduled", publish_at: at(30) }))).rejects.toThrow(RuleViolationError);
    // A draft never counts, and neither does a scheduled hero before its time.
    await createHeroSection(db, hero("Draft", { is_active: "on", publish_status: "draft" }));
    expect(await countActiveHeroSections(db)).toBe(3);
    expect((await listActiveHeroSections(db)).map((row) => row.h1_text)).toEqual(["One", "Two", "Three"]);
  });
});
