/**
 * Browser-safe: products side by side (issue 16). Each product brings its sections (the typed "Key
 * attributes", then its free-text specification groups); rows line up by section and label, however
 * each product spells their case and spacing, and a row differs unless every product has the same value.
 */

/** The typed attributes' section, first on the product page and in a comparison. */
export const KEY_ATTRIBUTES = "Key attributes";

/** A value as one product shows it; `same` is what two values must share to be equal (a typed attribute's canonical value), else the text. */
export type ComparedValue = { text: string; same?: string };
export type ProductSection = { heading: string; rows: Array<{ label: string; value: ComparedValue }> };

/** One row of the comparison: a value per product, in the products' order, null where a product has none. */
export type ComparisonRow = { label: string; cells: Array<string | null>; differs: boolean };
export type ComparisonSection = { heading: string; rows: ComparisonRow[] };

/** Labels and texts are the same when they differ only in letter case or spacing ("2 x USB" and "2 x  usb"). */
const looseKey = (text: string) => text.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");

/**
 * The sections of every product, lined up: sections and rows in the order they first appear,
 * named as the first product having them spells them. A label a product repeats in one section
 * keeps its first value.
 */
export function alignSections(products: ProductSection[][]): ComparisonSection[] {
  const count = products.length;
  const sections = new Map<string, { heading: string; rows: Map<string, { label: string; values: Array<ComparedValue | null> }> }>();
  products.forEach((own, index) => {
    for (const section of own) {
      const sectionKey = looseKey(section.heading);
      let aligned = sections.get(sectionKey);
      if (!aligned) sections.set(sectionKey, (aligned = { heading: section.heading, rows: new Map() }));
      for (const { label, value } of section.rows) {
        const rowKey = looseKey(label);
        let row = aligned.rows.get(rowKey);
        if (!row) aligned.rows.set(rowKey, (row = { label, values: new Array<ComparedValue | null>(count).fill(null) }));
        row.values[index] ??= value;
      }
    }
  });
  return [...sections.values()].map(({ heading, rows }) => ({
    heading,
    rows: [...rows.values()].map(({ label, values }) => ({ label, cells: values.map((value) => value?.text ?? null), differs: differs(values) })),
  }));
}

/** With two products or more: a product without the row, or any value unlike the first. */
function differs(values: Array<ComparedValue | null>): boolean {
  if (values.length < 2) return false;
  const keys = values.map((value) => (value ? (value.same ?? looseKey(value.text)) : null));
  return keys.some((key) => key === null || key !== keys[0]);
}

/** Only the rows that differ, and only the sections that still have rows. */
export function differencesOnly(sections: ComparisonSection[]): ComparisonSection[] {
  return sections.map((section) => ({ ...section, rows: section.rows.filter((row) => row.differs) })).filter((section) => section.rows.length > 0);
}
