import { describe, expect, it } from "vitest";
import { inspectPdf } from "../../../tests/setup/inspect-pdf";
import { DEMO_CATALOGUE } from "../catalogue";
import { createDatasheet } from "./datasheet";
import { createPdf } from "./pdf-document";
import { textWidth, winAnsiHex, wrapText } from "./pdf-text";

describe("createPdf", () => {
  it("writes a PDF 1.4 file whose cross-reference table, stream lengths and trailer are right", () => {
    const pdf = createPdf(
      [
        [{ kind: "text", x: 50, y: 700, size: 12, text: "Hello (world) \\ 50 °C" }],
        [{ kind: "rect", x: 0, y: 0, width: 10, height: 10, colour: [0, 0, 1] }, { kind: "text", x: 50, y: 700, size: 12, text: "Page two", bold: true }],
      ],
      { title: "Test – sheet", author: "Showroom", subject: "test" },
    );
    expect(pdf.subarray(0, 9).toString("latin1")).toBe("%PDF-1.4\n");
    const read = inspectPdf(pdf);
    expect(read.version).toBe("1.4");
    expect(read.pages).toEqual([["Hello (world) \\ 50 °C"], ["Page two"]]);
    expect(read.title).toBe("Test – sheet");
  });

  it("is the same file on every run", () => {
    const page = [{ kind: "text", x: 1, y: 1, size: 9, text: "same" }] as const;
    expect(createPdf([page], { title: "a", author: "b", subject: "c" }).equals(createPdf([page], { title: "a", author: "b", subject: "c" }))).toBe(true);
  });
});

describe("pdf text", () => {
  it("measures Helvetica, wraps within a width and encodes to WinAnsi", () => {
    expect(textWidth("Wi", 10)).toBeCloseTo(11.66);
    expect(textWidth("Wi", 10, true)).toBeCloseTo(12.22);
    const lines = wrapText("one two three four five six seven eight nine ten", 10, 60);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(60);
    expect(lines.join(" ")).toBe("one two three four five six seven eight nine ten");
    expect(winAnsiHex("A°•€≤")).toBe("<41b095803f>");
  });
});

describe("createDatasheet", () => {
  it("puts every demo product's name, model, features and specifications on one or two pages", () => {
    for (const line of DEMO_CATALOGUE) {
      for (const product of line.products) {
        const read = inspectPdf(createDatasheet({ company: "Showroom Industrial Technologies", category: line.name, product }));
        expect(read.pages.length, product.model).toBeGreaterThanOrEqual(1);
        expect(read.pages.length, product.model).toBeLessThanOrEqual(2);
        expect(read.title).toBe(`${product.name} (${product.model})`);
        const text = read.pages.flat().join("\n");
        expect(text).toContain(`Model: ${product.model}`);
        expect(read.pages[0].join(" ")).toContain(product.name.split(" ").slice(0, 3).join(" "));
        for (const feature of product.features) expect(text.replace(/\n/g, " ")).toContain(feature.split(" ")[0]);
        for (const [group, rows] of Object.entries(product.specs)) {
          expect(text).toContain(group);
          for (const name of Object.keys(rows)) expect(text).toContain(name);
        }
      }
    }
  });
});
