import { describe, expect, it } from "vitest";
import {
  changeQuoteList,
  fitsCookie,
  QUOTE_COOKIE_LIMIT,
  QUOTE_FULL,
  QUOTE_LINE_LIMIT,
  QUOTE_NOTE,
  QUOTE_QUANTITY,
  QUOTE_TOO_LONG,
  quoteCookie,
  quoteValue,
  readPostedLines,
  readQuoteList,
} from "./quote-list";
import { readTray } from "~/components/compare/compare-tray";

const header = (lines: Parameters<typeof quoteValue>[0]) => `theme=dark; quote=${quoteValue(lines)}; compare=4.5`;

describe("the quote list's cookie", () => {
  it("reads back what it wrote: ids, quantities and notes with dots, colons, accents and spaces", () => {
    const lines = [
      { id: 12, quantity: 3, note: "Ver. 2.1: DIN rail; café, 24 V" },
      { id: 5, quantity: 9999, note: "" },
    ];
    expect(readQuoteList(header(lines))).toEqual(lines);
    expect(quoteCookie(lines, true)).toMatch(/^quote=12:3:[^;,\s"\\]+\.5:9999:; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/);
    expect(quoteCookie([], false)).toBe("quote=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("gives the browser the ids to count, as the compare tray's", () => {
    expect(readTray(header([{ id: 12, quantity: 3, note: "a.b" }, { id: 7, quantity: 1, note: "" }]), "quote")).toEqual([12, 7]);
    expect(readTray(header([]), "compare")).toEqual([4, 5]);
  });

  it("drops what a tampered cookie holds: bad ids, quantities out of range, bad encoding, long notes, repeats, past 20 lines", () => {
    const long = encodeURIComponent("x".repeat(201));
    const entries = ["0:1:", "3:0:", "4:10000:", "5:1:%E0%A4%A", `6:1:${long}`, "7:2:ok", "7:5:again", "abc", "8:1:a%0Aline"];
    expect(readQuoteList(`quote=${entries.join(".")}`)).toEqual([{ id: 7, quantity: 2, note: "ok" }]);
    const many = Array.from({ length: 30 }, (_, i) => `${i + 1}:1:`).join(".");
    expect(readQuoteList(`quote=${many}`)).toHaveLength(QUOTE_LINE_LIMIT);
    expect(readQuoteList(null)).toEqual([]);
  });

  it("adds with quantity 1, once; refuses a 21st product and a list too long for a cookie", () => {
    const { lines } = changeQuoteList([], "add", 3);
    expect(lines).toEqual([{ id: 3, quantity: 1, note: "" }]);
    expect(changeQuoteList(lines, "add", 3).lines).toHaveLength(1);
    expect(changeQuoteList(lines, "remove", 3).lines).toEqual([]);
    const twenty = Array.from({ length: QUOTE_LINE_LIMIT }, (_, i) => ({ id: i + 1, quantity: 1, note: "" }));
    expect(changeQuoteList(twenty, "add", 99)).toEqual({ lines: twenty, refused: QUOTE_FULL });
    // Nineteen notes of 200 accented characters are far beyond a browser's 4 kB.
    const heavy = Array.from({ length: 19 }, (_, i) => ({ id: i + 1, quantity: 9999, note: "é".repeat(200) }));
    expect(fitsCookie(heavy)).toBe(false);
    // Three of them and a fourth note as long as still fits: one more product does not.
    let length = 0;
    while (fitsCookie([...heavy.slice(0, 3), { id: 40, quantity: 1, note: "x".repeat(length + 1) }])) length++;
    const fitting = [...heavy.slice(0, 3), { id: 40, quantity: 1, note: "x".repeat(length) }];
    expect(length).toBeLessThan(200);
    expect(quoteValue(fitting).length).toBeLessThanOrEqual(QUOTE_COOKIE_LIMIT);
    expect(changeQuoteList(fitting, "add", 50).refused).toBe(QUOTE_TOO_LONG);
    expect(quoteCookie(fitting, true).length).toBeLessThan(4096);
  });
});

describe("lines posted by the /quote form", () => {
  it("keeps each line as entered, with its messages", () => {
    const form = new FormData();
    for (const [id, quantity, note] of [
      ["4", "2", " first "],
      ["9", "1.5", "x".repeat(201)],
      ["11", "0", ""],
      ["x", "1", ""],
      ["4", "1", "repeat"],
    ]) {
      form.append("id", id);
      form.append("lineName", `Product ${id}`);
      form.append("quantity", quantity);
      form.append("note", note);
    }
    expect(readPostedLines(form)).toEqual([
      { id: 4, name: "Product 4", quantity: "2", note: "first", errors: {} },
      { id: 9, name: "Product 9", quantity: "1.5", note: "x".repeat(201), errors: { quantity: QUOTE_QUANTITY, note: QUOTE_NOTE } },
      { id: 11, name: "Product 11", quantity: "0", note: "", errors: { quantity: QUOTE_QUANTITY } },
    ]);
  });
});
