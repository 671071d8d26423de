import { describe, expect, it } from "vitest";
import { type CachedPage, PageStore } from "./store";

const page = (bytes: number, version = 1): CachedPage => ({
  status: 200,
  headerList: [],
  etag: 'W/"x"',
  version,
  encoded: {
    identity: { body: Buffer.alloc(bytes), headers: [] },
    gzip: { body: Buffer.alloc(0), headers: [] },
    br: { body: Buffer.alloc(0), headers: [] },
  },
  bytes,
});

describe("PageStore", () => {
  it("evicts the least recently used pages once the byte budget is exceeded", () => {
    const store = new PageStore(300);
    store.set("a", page(100));
    store.set("b", page(100));
    store.set("c", page(100));
    store.get("a"); // a is now the most recently used
    store.set("d", page(100));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.get("d")).toBeDefined();
    expect(store.bytes).toBe(300);
  });

  it("replaces a key without counting it twice, and never keeps a page larger than the budget", () => {
    const store = new PageStore(250);
    store.set("a", page(100));
    store.set("a", page(120, 2));
    expect(store.bytes).toBe(120);
    expect(store.get("a")?.version).toBe(2);
    store.set("huge", page(251));
    expect(store.get("huge")).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it("counts an encoding added to a stored page, and evicts the oldest pages to make room", () => {
    const store = new PageStore(300);
    store.set("a", page(100));
    store.set("b", page(100));
    store.get("a");
    store.grow("a", 150);
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")?.bytes).toBe(250);
    expect(store.bytes).toBe(250);
    store.grow("gone", 10);
    expect(store.bytes).toBe(250);
  });
});
