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
});
