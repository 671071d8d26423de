import { afterEach, describe, expect, it, vi } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { getCachedActiveHeroSections } from "../hero-section/cache.server";
import { createHeroSection, updateHeroSection } from "../hero-section/repository.server";
import { getCachedActivePopups } from "../popup/cache.server";
import { createPopup } from "../popup/repository.server";
import { notifyLocalContentWrite, readContentVersion } from "./content-version.server";
import { VERSION_RECHECK_MS, createVersionedBatchCache, createVersionedCache } from "./versioned-cache.server";

describeEachDatabase("versioned cache", (getDb) => {
  // Only Date is faked: the database drivers keep their real timers.
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads once for a burst of callers and serves memory until the version changes", async () => {
    const db = getDb();
    let reads = 0;
    const cached = createVersionedCache(async () => ++reads);
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await Promise.all([cached(db), cached(db), cached(db)])).toEqual([1, 1, 1]);

    vi.advanceTimersByTime(VERSION_RECHECK_MS + 1);
    expect(await cached(db)).toBe(1); // version unchanged: still the first read

    // Another instance's write: only the version moves, and it is noticed at the next check.
    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
    expect(await cached(db)).toBe(1);
    vi.advanceTimersByTime(VERSION_RECHECK_MS + 1);
    expect(await cached(db)).toBe(2);
  });

  it("checks the version once per interval for all caches together", async () => {
    const db = getDb();
    let reads = 0;
    const first = createVersionedCache(async () => `first ${++reads}`);
    const second = createVersionedCache(async () => `second ${++reads}`);
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await first(db)).toBe("first 1");
    vi.advanceTimersByTime(VERSION_RECHECK_MS / 2);
    expect(await second(db)).toBe("second 2"); // its load reads the version: the newest reading

    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
    // The first cache's own interval is over, but the second's reading is recent enough for both.
    vi.advanceTimersByTime(VERSION_RECHECK_MS / 2 + 1);
    expect(await first(db)).toBe("first 1");
    // Once that reading is too old, one new reading shows the write to both.
    vi.advanceTimersByTime(VERSION_RECHECK_MS / 2);
    expect(await first(db)).toBe("first 3");
    expect(await second(db)).toBe("second 4");
  });

  it("reloads at once when a newer version was seen elsewhere in the process (the page cache's check)", async () => {
    const db = getDb();
    let reads = 0;
    const cached = createVersionedCache(async () => ++reads);
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await cached(db)).toBe(1);
    // Another instance writes; the page cache reads the new version for the next request.
    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
    expect(await cached(db)).toBe(1); // within the recheck interval, nothing has told this cache yet
    await readContentVersion(db);
    expect(await cached(db)).toBe(2);
    expect(await cached(db)).toBe(2);
  });

  it("with maxAgeMs, also reads again once the value is that old, with no write", async () => {
    const db = getDb();
    let reads = 0;
    const cached = createVersionedCache(async () => ++reads, { maxAgeMs: 60_000 });
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await cached(db)).toBe(1);
    vi.advanceTimersByTime(59_000);
    expect(await cached(db)).toBe(1);
    vi.advanceTimersByTime(1_001);
    expect(await cached(db)).toBe(2);
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

  describe("read many keys at a time", () => {
    /** A reader of squares that records which keys each call asked for; negative keys are "not found". */
    function squares(during?: () => void) {
      const asked: number[][] = [];
      const read = async (_db: unknown, keys: number[]) => {
        asked.push(keys);
        during?.();
        return new Map(keys.filter((key) => key >= 0).map((key) => [key, key * key]));
      };
      return { asked, read };
    }

    it("reads only keys not yet remembered, remembers keys not found, and starts again past its bound", async () => {
      const db = getDb();
      const { asked, read } = squares();
      const cached = createVersionedBatchCache(read, { maxKeys: 4 });
      expect([...(await cached(db, [2, -1]))]).toEqual([[2, 4]]);
      expect([...(await cached(db, [-1, 2, 3]))]).toEqual([
        [2, 4],
        [3, 9],
      ]);
      expect(asked).toEqual([[2, -1], [3]]);
      // Four keys remembered (2, -1, 3 and now 5 would make four); a fifth starts the memory again.
      await cached(db, [5]);
      await cached(db, [6]);
      await cached(db, [2]);
      expect(asked).toEqual([[2, -1], [3], [5], [6], [2]]);
    });

    it("forgets at a content write, also one made while it read", async () => {
      const db = getDb();
      let writeDuringRead = false;
      const { asked, read } = squares(() => {
        if (writeDuringRead) notifyLocalContentWrite();
      });
      const cached = createVersionedBatchCache(read, { maxKeys: 100 });
      await cached(db, [1]);
      notifyLocalContentWrite();
      await cached(db, [1]);
      writeDuringRead = true;
      await cached(db, [2]);
      writeDuringRead = false;
      await cached(db, [2]);
      await cached(db, [2]);
      expect(asked).toEqual([[1], [1], [2], [2]]);

      // Another instance's write: seen once this process reads the new version.
      await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
      await readContentVersion(db);
      await cached(db, [2]);
      expect(asked).toEqual([[1], [1], [2], [2], [2]]);
    });
  });
});
