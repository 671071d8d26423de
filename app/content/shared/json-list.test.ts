import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { parseJsonList } from "./json-list";
import { publicDownload } from "~/content/driver/public-downloads.server";
import { popupFromRow } from "~/content/popup/schema";
import { solutionFromRow } from "~/content/solution/schema";

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

// parseJsonList remembers texts it checked by their schema: a reader that makes its schema anew for
// every row validates every row again, and keeps a set of texts for each schema it made.
describe("stored lists read again", () => {
  it("are not validated again by the readers of popups, solutions and downloads", () => {
    const popup = { display_pages: '["home","products"]', is_active: 1, delay_seconds: 3 } as unknown as Parameters<typeof popupFromRow>[0];
    const solution = { content: "[]", highlights: '["Fanless"]', specifications: '["IP65 front"]', applications: "[]" } as unknown as Parameters<typeof solutionFromRow>[0];
    const download = { operating_systems: '["Windows 11","Linux"]' } as unknown as Parameters<typeof publicDownload>[0];
    const readAll = () => [popupFromRow(popup).display_pages, solutionFromRow(solution).highlights, solutionFromRow(solution).specifications, publicDownload(download).operating_systems];

    expect(readAll()).toEqual([["home", "products"], ["Fanless"], ["IP65 front"], ["Windows 11", "Linux"]]);
    const validate = vi.spyOn(z.ZodType.prototype, "safeParse");
    try {
      expect(readAll()).toEqual([["home", "products"], ["Fanless"], ["IP65 front"], ["Windows 11", "Linux"]]);
      expect(validate).not.toHaveBeenCalled();
    } finally {
      validate.mockRestore();
    }
  });
});
