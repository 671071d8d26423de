import { describe, expect, it } from "vitest";
import { createDatasheetCache, type Datasheet } from "./cache.server";

const sheet = (text: string): Datasheet => ({ pdf: Buffer.from(text), fileName: `${text}.pdf` });

describe("datasheet cache", () => {
  it("keeps one datasheet per product, made again at a newer version and shared while it is made", async () => {
    const cache = createDatasheetCache({ maxEntries: 10, maxBytes: 1000 });
    let made = 0;
    const make = (text: string) => async () => {
      made += 1;
      return sheet(text);
    };
    const [a, b] = await Promise.all([cache.get("p1", 1, make("one")), cache.get("p1", 1, make("other"))]);
    expect(a).toBe(b);
    expect(made).toBe(1);
    expect((await cache.get("p1", 2, make("two")))?.fileName).toBe("two.pdf");
    expect((await cache.get("p1", 2, make("again")))?.fileName).toBe("two.pdf");
    // An older reading of the version is answered afresh, and the newer datasheet stays.
    expect((await cache.get("p1", 1, make("old")))?.fileName).toBe("old.pdf");
    expect((await cache.get("p1", 2, make("again")))?.fileName).toBe("two.pdf");
    expect(cache.size).toBe(1);
  });

  it("drops the least recently used past its limits and keeps no unknown product", async () => {
    const cache = createDatasheetCache({ maxEntries: 2, maxBytes: 10 });
    await cache.get("a", 1, async () => sheet("aaaa"));
    await cache.get("b", 1, async () => sheet("bbbb"));
    await cache.get("a", 1, async () => sheet("new a"));
    await cache.get("c", 1, async () => sheet("cccc"));
    expect(cache.size).toBe(2);
    expect((await cache.get("a", 1, async () => sheet("made a")))?.fileName).toBe("aaaa.pdf");
    expect((await cache.get("b", 1, async () => sheet("made b")))?.fileName).toBe("made b.pdf");
    await cache.get("big", 1, async () => sheet("more than ten bytes"));
    expect(cache.bytes).toBeLessThanOrEqual(10);
    expect(await cache.get("gone", 1, async () => null)).toBeNull();
    expect(await cache.get("gone", 1, async () => sheet("back"))).toEqual(sheet("back"));
  });
});
