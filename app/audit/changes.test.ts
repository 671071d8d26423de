import { describe, expect, it } from "vitest";
import { changedFields, describeChanges, parseChanges } from "./changes";
import { timeAgo } from "./time-ago";

describe("audit change summaries", () => {
  it("keeps only changed fields, shortened, never bookkeeping columns or secrets", () => {
    const before = { id: 1, name: "A", description: "x".repeat(200), updated_at: "t1", password: "old" };
    const after = { id: 1, name: "B", description: "x".repeat(199) + "y", updated_at: "t2", password: "new" };
    const changes = changedFields(before, after);
    expect(Object.keys(changes)).toEqual(["name", "description"]);
    expect(changes.name).toEqual(["A", "B"]);
    expect(changes.description[1]).toHaveLength(80);
    expect(changes.description[1]?.endsWith("…")).toBe(true);
  });

  it("lists every set field of a created or deleted record, and lists as JSON", () => {
    expect(changedFields(undefined, { name: "N", images: ["a.webp"], empty: "" })).toEqual({ name: [null, "N"], images: [null, '["a.webp"]'] });
    expect(changedFields({ name: "N" }, undefined)).toEqual({ name: ["N", null] });
  });

  it("reads damaged JSON as no changes and describes pairs", () => {
    expect(parseChanges("not json")).toEqual({});
    expect(describeChanges(parseChanges('{"name":["A","B"],"x":[null,"1"]}'))).toBe("name: A → B; x: – → 1");
  });

  it("says how long ago", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    expect(timeAgo("2026-11-23T09:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-11-23T09:59:00Z", now)).toBe("1 minute ago");
    expect(timeAgo("2026-11-23T07:00:00Z", now)).toBe("3 hours ago");
    expect(timeAgo("2026-11-21T10:00:00Z", now)).toBe("2 days ago");
    expect(timeAgo("2026-01-05T10:00:00Z", now)).toBe("on 2026-01-05");
  });
});
