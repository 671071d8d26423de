import { describe, expect, it } from "vitest";
import { alignSections, differencesOnly, type ProductSection } from "./comparison";

const section = (heading: string, rows: Record<string, string>): ProductSection => ({
  heading,
  rows: Object.entries(rows).map(([label, text]) => ({ label, value: { text } })),
});

describe("alignSections", () => {
  it("lines rows up by section and label, in the order they first appear, with null where a product has none", () => {
    const aligned = alignSections([
      [section("Processor", { CPU: "Intel Celeron J6412" }), section("Memory", { RAM: "8 GB", Storage: "128 GB SSD" })],
      [section("Memory", { Storage: "256 GB SSD", RAM: "8 GB" }), section("Power", { Input: "9-36 V DC" })],
    ]);
    expect(aligned).toEqual([
      { heading: "Processor", rows: [{ label: "CPU", cells: ["Intel Celeron J6412", null], differs: true }] },
      {
        heading: "Memory",
        rows: [
          { label: "RAM", cells: ["8 GB", "8 GB"], differs: false },
          { label: "Storage", cells: ["128 GB SSD", "256 GB SSD"], differs: true },
        ],
      },
      { heading: "Power", rows: [{ label: "Input", cells: [null, "9-36 V DC"], differs: true }] },
    ]);
  });

  it("matches section and row names whatever their case and spacing, named as the first product spells them", () => {
    const aligned = alignSections([
      [section("I/O", { "USB ports": "4x USB 3.2" })],
      [section(" i/o", { "usb  Ports": "4x usb 3.2 " })],
      [section("I/O ", { "USB ports ": "2x USB 2.0" })],
    ]);
    expect(aligned).toEqual([{ heading: "I/O", rows: [{ label: "USB ports", cells: ["4x USB 3.2", "4x usb 3.2 ", "2x USB 2.0"], differs: true }] }]);
    expect(alignSections([[section("I/O", { USB: "4x USB 3.2" })], [section("i/o", { usb: "4X  USB 3.2" })]])[0].rows[0].differs).toBe(false);
  });

  it("compares typed values by their canonical value, not by how they were entered", () => {
    const temperature = (text: string, same: string): ProductSection => ({ heading: "Key attributes", rows: [{ label: "Max. temperature", value: { text, same } }] });
    const [equal] = alignSections([[temperature("70 °C", "number|°C|70")], [temperature("158 °F", "number|°C|70")]]);
    expect(equal.rows[0]).toEqual({ label: "Max. temperature", cells: ["70 °C", "158 °F"], differs: false });
    const [unequal] = alignSections([[temperature("70 °C", "number|°C|70")], [temperature("70 °F", "number|°C|21.111111")]]);
    expect(unequal.rows[0].differs).toBe(true);
  });

  it("keeps a label's first value when a product repeats it in one section", () => {
    const [memory] = alignSections([[section("Memory", { RAM: "8 GB" }), section("memory", { RAM: "16 GB" })], [section("Memory", { RAM: "8 GB" })]]);
    expect(memory.rows).toEqual([{ label: "RAM", cells: ["8 GB", "8 GB"], differs: false }]);
  });

  it("finds no difference with a single product, and nothing without products", () => {
    expect(alignSections([[section("Memory", { RAM: "8 GB" })]])[0].rows[0].differs).toBe(false);
    expect(alignSections([])).toEqual([]);
  });
});

describe("differencesOnly", () => {
  it("keeps the rows that differ and drops sections left empty", () => {
    const aligned = alignSections([
      [section("Memory", { RAM: "8 GB", Storage: "128 GB" }), section("Environment", { Humidity: "10 to 95 %" })],
      [section("Memory", { RAM: "8 GB", Storage: "256 GB" }), section("Environment", { Humidity: "10 to 95 %" })],
    ]);
    expect(differencesOnly(aligned)).toEqual([{ heading: "Memory", rows: [{ label: "Storage", cells: ["128 GB", "256 GB"], differs: true }] }]);
  });
});
