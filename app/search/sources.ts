/**
 * What each searchable table contributes to the index, as SQL expressions over a row reference
 * (`new.`, `NEW.` or a table name). Used by the triggers that keep the index in step with every
 * write and by the rebuild that fills it. Product model numbers are indexed with the description
 * so a fragment of one finds the product.
 */
export type SearchKind = "product" | "driver" | "news" | "solution";

export type SearchSource = {
  kind: SearchKind;
  table: "products" | "drivers" | "news" | "solutions";
  /** Makes SQLite rowids unique across kinds: rowid = id * 4 + slot. */
  slot: number;
  /** Columns whose change must refresh the row's entry. */
  columns: string[];
  title: (row: string) => string;
  subtitle: (row: string) => string;
  body: (row: string, contentText: (expression: string) => string) => string;
};

export const searchSources: SearchSource[] = [
  {
    kind: "product",
    table: "products",
    slot: 0,
    columns: ["name", "model_number", "description"],
    title: (row) => `${row}name`,
    subtitle: (row) => `coalesce(${row}model_number, '')`,
    body: (row) => `coalesce(${row}model_number, '') || ' ' || coalesce(${row}description, '')`,
  },
  {
    kind: "driver",
    table: "drivers",
    slot: 1,
    columns: ["name"],
    title: (row) => `${row}name`,
    subtitle: () => `''`,
    body: () => `''`,
  },
  {
    kind: "news",
    table: "news",
    slot: 2,
    columns: ["title", "date", "content"],
    title: (row) => `${row}title`,
    subtitle: (row) => `${row}date`,
    body: (row, contentText) => contentText(`${row}content`),
  },
  {
    kind: "solution",
    table: "solutions",
    slot: 3,
    columns: ["title", "date", "content"],
    title: (row) => `${row}title`,
    subtitle: (row) => `${row}date`,
    body: (row, contentText) => contentText(`${row}content`),
  },
];

export const SLOT_COUNT = 4;
