import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonList } from "./json-list";

const item = z.object({ name: z.string() });
const list = [{ name: "one" }, { name: "two" }];

describe("parseJsonList", () => {
  it("reads the list itself, its JSON text, and JSON text of that text", () => {
    expect(parseJsonList(list, item)).toEqual(list);
    expect(parseJsonList(JSON.stringify(list), item)).toEqual(list);
    expect(parseJsonList(JSON.stringify(JSON.stringify(list)), item)).toEqual(list);
  });

  it("gives an empty list for text that is no list, and drops items that do not match", () => {
    expect(parseJsonList("not json", item)).toEqual([]);
    expect(parseJsonList(JSON.stringify("just text"), item)).toEqual([]);
    expect(parseJsonList(JSON.stringify(JSON.stringify(JSON.stringify(list))), item)).toEqual([]);
    expect(parseJsonList({ name: "one" }, item)).toEqual([]);
    expect(parseJsonList([{ name: "one" }, { other: 1 }, "x"], item)).toEqual([{ name: "one" }]);
  });

  it("reads the same text again to the same list, a copy of its own each time, whatever the schema changed or dropped", () => {
    const text = JSON.stringify(list);
    const first = parseJsonList(text, item);
    first[0].name = "changed by its reader";
    first.push({ name: "added by its reader" });
    expect(parseJsonList(text, item)).toEqual(list);

    const trimmed = z.string().trim().min(1);
    const padded = JSON.stringify(["  Dual SIM ", "", "IP65"]);
    for (let read = 0; read < 2; read += 1) expect(parseJsonList(padded, trimmed)).toEqual(["Dual SIM", "IP65"]);
    const extra = JSON.stringify([{ name: "one", hidden: true }]);
    for (let read = 0; read < 2; read += 1) expect(parseJsonList(extra, item)).toEqual([{ name: "one" }]);
    // A text the schema took whole for one schema is checked afresh for another.
    expect(parseJsonList(text, z.object({ name: z.string().min(4) }))).toEqual([]);
  });
});
