import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { getCachedActiveHeroSections } from "../hero-section/cache.server";
import { createHeroSection, updateHeroSection } from "../hero-section/repository.server";
import { getCachedActivePopups } from "../popup/cache.server";
import { createPopup } from "../popup/repository.server";
import { readContentVersion } from "./content-version.server";
import { VERSION_RECHECK_MS, createVersionedCache } from "./versioned-cache.server";

describeEachDatabase("versioned cache", (getDb) => {
  it("reads once for a burst of callers and serves memory until the version changes", async () => {
    const db = getDb();
    let reads = 0;
    const cached = createVersionedCache(async () => ++reads);
    let time = 0;
    const clock = () => time;
    expect(await Promise.all([cached(db, clock), cached(db, clock), cached(db, clock)])).toEqual([1, 1, 1]);

    time += VERSION_RECHECK_MS + 1;
    expect(await cached(db, clock)).toBe(1); // version unchanged: still the first read

    // Another instance's write: only the version moves, and it is noticed at the next check.
    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
    expect(await cached(db, clock)).toBe(1);
    time += VERSION_RECHECK_MS + 1;
    expect(await cached(db, clock)).toBe(2);
  });

  it("reloads at once when a newer version was seen elsewhere in the process (the page cache's check)", async () => {
    const db = getDb();
    let reads = 0;
    const cached = createVersionedCache(async () => ++reads);
    const clock = () => 0;
    expect(await cached(db, clock)).toBe(1);
    // Another instance writes; the page cache reads the new version for the next request.
    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
    expect(await cached(db, clock)).toBe(1); // within the recheck interval, nothing has told this cache yet
    await readContentVersion(db);
    expect(await cached(db, clock)).toBe(2);
    expect(await cached(db, clock)).toBe(2);
  });

  it("shows an admin write to popups and hero slides at once", async () => {
    const db = getDb();
    expect(await getCachedActivePopups(db)).toEqual([]);
    await createPopup(db, { title: "Trade fair", display_pages: ["all"] });
    expect((await getCachedActivePopups(db)).map((popup) => popup.title)).toEqual(["Trade fair"]);

    const hero = await createHeroSection(db, { h1_text: "Rugged", button_text: "Go", url_link: "/products", is_active: true });
    expect((await getCachedActiveHeroSections(db)).map((slide) => slide.h1_text)).toEqual(["Rugged"]);
    await updateHeroSection(db, hero.id, { h1_text: "Rugged", button_text: "Go", url_link: "/products", is_active: false });
    expect(await getCachedActiveHeroSections(db)).toEqual([]);
  });
});
