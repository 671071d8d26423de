import { describe, expect, it } from "vitest";
import { productFields } from "../definition";
import { applicableAttributes, attributeLabels, findAttribute } from "./attribute-names";
import { CellError, escapeFormula, readAttributes, readBenefits, readLines, readSpecifications, readYesNo, unescapeFormula, writeAttributes, writeBenefits, writeLines, writeSpecifications } from "./cells";
import { COLUMN_KINDS, COLUMN_LABELS, EXCHANGE_COLUMNS, TAXONOMY_COLUMNS } from "./columns";
import { decodeRecord } from "./decode";

describe("formula injection (OWASP)", () => {
  it("prefixes a cell a spreadsheet would run, and reading takes exactly that apostrophe off again", () => {
    for (const value of ["=1+1", "+31 20 555", "-40 °C", "@SUM(A1)", "\tTabbed", "\rReturn", "'=already quoted", "''=twice", "plain", "'plain", "", "a=b"]) {
      const written = escapeFormula(value);
      expect(/^[=+\-@\t\r]/.test(written), `${JSON.stringify(value)} is written as ${JSON.stringify(written)}`).toBe(false);
      expect(unescapeFormula(written)).toBe(value);
    }
    expect(escapeFormula("=1+1")).toBe("'=1+1");
    expect(escapeFormula("plain")).toBe("plain");
    // An apostrophe typed by a person before ordinary text stays.
    expect(unescapeFormula("'plain")).toBe("'plain");
  });
});

describe("list cells", () => {
  it("features and images: one per line, read back the same; blank lines and spaces around go", () => {
    const features = ["15.6\" 1920x1080 display", "IP65 front, washable", "-10 to 60 °C"];
    expect(writeLines(features)).toBe(features.join("\n"));
    expect(readLines(writeLines(features))).toEqual(features);
    expect(readLines("  first \r\n\r\nsecond\n")).toEqual(["first", "second"]);
    expect(writeLines([])).toBe("");
  });

  it("falls back to JSON for a list the line form would change", () => {
    expect(writeLines(["[New] 4K display"])).toBe('["[New] 4K display"]');
    expect(readLines('["[New] 4K display"]')).toEqual(["[New] 4K display"]);
    expect(() => readLines("[not json", "Features")).toThrow(new CellError("Features: the cell starts like JSON but is not valid JSON"));
  });

  it("benefits: Name | icon per line, or the name alone; a name holding a bar goes as JSON", () => {
    const benefits = [{ name: "Fanless reliability", icon: "fan" }, { name: "Seven-year availability" }];
    expect(writeBenefits(benefits)).toBe("Fanless reliability | fan\nSeven-year availability");
    expect(readBenefits(writeBenefits(benefits))).toEqual(benefits);
    const barred = [{ name: "Rugged | sealed" }];
    expect(writeBenefits(barred)).toBe('[{"name":"Rugged | sealed"}]');
    expect(readBenefits(writeBenefits(barred))).toEqual(barred);
  });

  it("specifications: Group: Name = Detail per line, a group's rows together, in order", () => {
    const groups: Array<{ group_name: string; specifications: Record<string, string> }> = [
      { group_name: "Processor", specifications: { CPU: "Intel Celeron J6412", Cores: "4" } },
      { group_name: "I/O", specifications: { Ethernet: "2x GbE = 2 ports", Serial: "RS-232: 2" } },
    ];
    const text = writeSpecifications(groups);
    expect(text).toBe("Processor: CPU = Intel Celeron J6412\nProcessor: Cores = 4\nI/O: Ethernet = 2x GbE = 2 ports\nI/O: Serial = RS-232: 2");
    expect(readSpecifications(text)).toEqual([
      { group_name: "Processor", specifications: [{ name: "CPU", detail: "Intel Celeron J6412" }, { name: "Cores", detail: "4" }] },
      { group_name: "I/O", specifications: [{ name: "Ethernet", detail: "2x GbE = 2 ports" }, { name: "Serial", detail: "RS-232: 2" }] },
    ]);
  });

  it("specifications the line form cannot carry exactly are written as JSON: a detail on two lines, a colon in a group, an empty group, a group split in two", () => {
    const cases: Array<Array<{ group_name: string; specifications: Record<string, string> }>> = [
      [{ group_name: "Power", specifications: { Input: "12 V DC\n24 V DC" } }],
      [{ group_name: "Temp: operating", specifications: { Range: "-20 to 60 °C" } }],
      [{ group_name: "Empty", specifications: {} }],
      [
        { group_name: "Power", specifications: { Input: "12 V" } },
        { group_name: "Power", specifications: { Output: "5 V" } },
      ],
    ];
    for (const groups of cases) {
      const text = writeSpecifications(groups);
      expect(text.startsWith("[")).toBe(true);
      expect(readSpecifications(text)).toEqual(groups);
    }
  });

  it("a specification line without its colon or equals sign is refused with its line number", () => {
    expect(() => readSpecifications("Processor: CPU = x\nMemory RAM 8 GB")).toThrow('Specification groups: line 2 must read "Group: Name = Detail"');
  });

  it("attributes: Name = Value per line; JSON as an object", () => {
    const values = [
      { name: "Screen size", value: "15.6 in" },
      { name: "Touch", value: "Projected capacitive" },
    ];
    expect(writeAttributes(values)).toBe("Screen size = 15.6 in\nTouch = Projected capacitive");
    expect(readAttributes(writeAttributes(values))).toEqual(values);
    expect(readAttributes('{"PoE":"yes"}')).toEqual([{ name: "PoE", value: "yes" }]);
    expect(writeAttributes([{ name: "a=b", value: "1" }])).toBe('{"a=b":"1"}');
    expect(() => readAttributes("Screen size 15.6")).toThrow('Attributes: line 1 must read "Name = Value"');
  });

  it("yes/no cells", () => {
    expect([readYesNo("yes"), readYesNo("No"), readYesNo("TRUE"), readYesNo("0"), readYesNo(""), readYesNo(true), readYesNo("maybe")]).toEqual([true, false, true, false, false, true, null]);
  });
});

describe("columns", () => {
  it("every field of the product's definition has a column, the category path in place of its ids", () => {
    const fromFields = Object.keys(productFields).map((field) => (TAXONOMY_COLUMNS as Record<string, string>)[field] ?? field);
    expect(EXCHANGE_COLUMNS).toEqual(expect.arrayContaining(fromFields));
    expect(Object.keys(COLUMN_KINDS).sort()).toEqual([...EXCHANGE_COLUMNS].sort());
    expect(COLUMN_LABELS.model_number).toBe("Model number");
    expect(COLUMN_LABELS.featured).toBe("Featured product");
  });

  it("decodes a CSV row by its columns' kinds, with the cell's problem at its column", () => {
    const decoded = decodeRecord({
      row: 2,
      format: "csv",
      unknown: [],
      cells: { id: "12", name: "'=Panel", featured: "yes", features: "A\nB", successor_id: "x1", specification_groups: "no colon here" },
    });
    expect(decoded.values).toMatchObject({ id: 12, name: "=Panel", featured: true, features: ["A", "B"] });
    expect(decoded.errors).toEqual([
      { column: "successor_id", label: "Successor", message: "Successor must be a product ID, a whole number" },
      { column: "specification_groups", label: "Specification groups", message: 'Specification groups: line 1 must read "Group: Name = Detail"' },
    ]);
  });
});

describe("attribute names", () => {
  const attribute = (id: number, name: string, scope: { category_id?: number; type_id?: number }, sort_order = 0) => ({ id, name, category_id: scope.category_id ?? null, type_id: scope.type_id ?? null, sort_order });
  const all = [attribute(1, "Temperature", { category_id: 1 }, 2), attribute(2, "Ports", { category_id: 1 }, 1), attribute(3, "Temperature", { type_id: 5 }), attribute(4, "Other", { category_id: 2 })];

  it("are the category's then the type's, each by order; a name both share is qualified by scope", () => {
    const applicable = applicableAttributes(all, 1, 5);
    expect(applicable.map((entry) => entry.id)).toEqual([2, 1, 3]);
    expect([...attributeLabels(applicable).values()]).toEqual(["Ports", "Temperature [category]", "Temperature [type]"]);
    expect(findAttribute(applicable, "temperature [TYPE]")).toEqual({ attribute: all[2] });
    expect(findAttribute(applicable, "Temperature")).toEqual({ error: '"Temperature" is both a category and a type attribute of this product: write "Temperature [category]" or "Temperature [type]"' });
    expect(findAttribute(applicable, "Other")).toEqual({ error: '"Other" is not an attribute of this product\'s category or type' });
  });
});
