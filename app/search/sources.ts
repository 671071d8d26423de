import { contentDefinitions } from "~/content/definitions";
import type { FieldSet, SearchDefinition } from "~/content/shared/definition";

/**
 * What each searchable table contributes to the index, as SQL expressions over a row reference
 * (`new.`, `NEW.` or a table name), made from the definitions' `search` (decision 026): the title
 * ranks above the rest. Used by the rebuild that refills the index; the triggers that keep it in
 * step with every write are frozen in their migrations (decision 024) and say the same.
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

function sourceOf(table: string, fields: FieldSet, search: SearchDefinition): SearchSource {
  // A column that may be empty counts as ''; one that is always set is read as it is.
  const text = (row: string, column: string) => (fields[column].schema.safeParse(null).success ? `coalesce(${row}${column}, '')` : `${row}${column}`);
  const body = search.body;
  const bodyColumns = "sections" in body ? [body.sections] : body;
  return {
    kind: search.kind as SearchKind,
    table: table as SearchSource["table"],
    slot: search.slot,
    columns: [...new Set([search.title, ...(search.subtitle ? [search.subtitle] : []), ...bodyColumns])],
    title: (row) => `${row}${search.title}`,
    subtitle: (row) => (search.subtitle ? text(row, search.subtitle) : `''`),
    body: (row, contentText) =>
      "sections" in body ? contentText(`${row}${body.sections}`) : body.length > 0 ? body.map((column) => text(row, column)).join(` || ' ' || `) : `''`,
  };
}

export const searchSources: SearchSource[] = contentDefinitions
  .flatMap((definition) => (definition.search ? [sourceOf(definition.table, definition.fields, definition.search)] : []))
  .sort((a, b) => a.slot - b.slot);

export const SLOT_COUNT = 4;
