import { afterEach, expect, it, vi } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory, updateCategory } from "../category/repository.server";
import { getCachedNavigationTree } from "./cache.server";

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase("navigation cache", (getDb) => {
  it("shows a write made through a repository at once", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Cached before" });
    expect((await getCachedNavigationTree(db)).map((c) => c.name)).toContain("Cached before");

    await updateCategory(db, category.id, { name: "Cached after" });
    const names = (await getCachedNavigationTree(db)).map((c) => c.name);
    expect(names).toContain("Cached after");
    expect(names).not.toContain("Cached before");
  });

  it("serves from memory, and follows another instance's version bump within a second", async () => {
    const db = getDb();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    const first = await getCachedNavigationTree(db);

    // A row written by another instance: no local write signal, only the version in the database moves.
    const timestamp = new Date().toISOString();
    await db.insertInto("categories").values({ name: "Elsewhere", created_at: timestamp, updated_at: timestamp }).execute();
    expect(await getCachedNavigationTree(db)).toBe(first);

    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
    vi.setSystemTime(new Date("2030-01-01T00:00:00.500Z"));
    expect(await getCachedNavigationTree(db)).toBe(first);

    vi.setSystemTime(new Date("2030-01-01T00:00:01.100Z"));
    expect((await getCachedNavigationTree(db)).map((c) => c.name)).toContain("Elsewhere");
  });

  it("keeps serving the same tree while nothing changes", async () => {
    const db = getDb();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-01-01T00:00:00Z"));
    const first = await getCachedNavigationTree(db);
    vi.setSystemTime(new Date("2031-01-01T00:00:05Z"));
    expect(await getCachedNavigationTree(db)).toBe(first);
  });
});
