import { z, type ZodTypeAny } from "zod";
import type { AuditTarget } from "~/audit/actions";
import type { ListConfig } from "./list-query";

/**
 * Browser-safe: the shape of a content type's definition (decision 026). One object per type holds
 * its fields (label, Zod rule, how the admin form shows it), its form sections, its admin list,
 * its search and media columns; the repository, the admin screen, the site search and the
 * media-usage check read it. Content modules import no React: controls are named, not rendered.
 */

/** How the admin form shows a field. `custom`: the screen brings its own control (taxonomy, driver file). */
export type Control =
  | { kind: "text"; type?: "text" | "email" | "tel" | "number" | "date" | "datetime-local"; inputMode?: "url"; placeholder?: string; step?: number; min?: number; counted?: boolean }
  | { kind: "textarea"; rows?: number }
  | { kind: "checkbox" }
  /** Several of a fixed list, each a box (the systems a download supports); posted as repeated values. */
  | { kind: "checkboxes"; options: ReadonlyArray<{ value: string; label: string }> }
  | { kind: "select"; choices: string; placeholder: string }
  | { kind: "media"; media: "image" | "catalogue" }
  | { kind: "list"; list: ListControl }
  | { kind: "group"; fields: Record<string, ItemControl>; columns?: number }
  | { kind: "custom" };

/** One field of a list item or group: `label(n)` names it after its 1-based row ("Section 2 heading"). */
export type ItemControl = { label: (n: number) => string; control?: Control; hint?: string; required?: boolean; wide?: boolean };

export type ListControl = {
  legend: string;
  /** "section": "Add section", "Remove section 2". */
  noun: string;
  addLabel?: string;
  max?: number;
  hint?: string;
  /** A list of single values (texts, images), or of objects with these fields side by side. */
  item: ItemControl | { fields: Record<string, ItemControl>; columns?: number };
};

export type FieldDefinition<Schema extends ZodTypeAny = ZodTypeAny> = {
  schema: Schema;
  label: string;
  /** Marks the label with an asterisk; the rule itself is the schema's. */
  required?: boolean;
  hint?: string;
  control?: Control;
  /** What a new record's form starts with. */
  initial?: string | boolean;
  /** Holds links to uploaded media: the value itself, or inside its JSON. The media-usage check reads these. */
  media?: "value" | "json";
};

export type FieldSet = Record<string, FieldDefinition>;

/** A part of the form (a product tab, a settings group): rows of fields, a row's fields side by side. */
export type FormSection<Name extends string = string> = { id: string; title?: string; hint?: string; rows: ReadonlyArray<Name | readonly Name[]> };

/** An admin list column: a field's value, or a computed text, shown in one of a few ways. */
export type ListColumn<Row> = {
  header: string;
  sort?: string;
  show?: "text" | "strong" | "thumbnail" | "date" | "clamp" | "status" | "link";
  value?: (row: Row) => string | number | boolean | null | undefined;
  /** A second, muted line under the value. */
  detail?: (row: Row) => string | null | undefined;
  href?: (row: Row) => string;
  activeLabel?: string;
};

export type ListDefinition<Row, Sort extends string = string, Filter extends string = string> = ListConfig<Sort, Filter> & {
  /** The table's caption; the screen's title by default. */
  caption?: string;
  /** A heading above the search (the Popups screen's "All Popups"). */
  heading?: string;
  noun: readonly [string, string];
  empty: string;
  /** How a row is named ("Edit X", "Delete X"); its name, or its title, by default. */
  rowName?: (row: Row) => string;
  /** The admin search box ("Search <title>" by default), its hint, and the columns it looks in. */
  search: { label?: string; placeholder: string; columns: readonly string[] };
  /** The image a row's thumbnail shows (a media reference, resolved by the loader). */
  thumbnail?: (row: Row) => string | null | undefined;
  columns: ReadonlyArray<ListColumn<Row>>;
  formInDialog?: boolean;
};

/**
 * A type that staff arrange by hand (issue 17 part 4, decision 036): its records keep their place in
 * `sort_order`, among the siblings of one parent when it has one. The Arrange screen and the one
 * save-order path read this; the public reads order by `sort_order` first.
 */
export type OrderDefinition = {
  /** The column that names a record in the Arrange list. */
  title: string;
  /** The record's parent: the column holding it, the parent's table and its name in the screen. */
  parent?: { column: string; table: string; label: string };
  /** The screen the Arrange view belongs to (its Back link). */
  screen: string;
};

/**
 * How a deleted record goes to the trash and comes back (issue 17 part 3, decision 037). The trash keeps
 * a snapshot of the row and of the rows that belong to it; the real rows are deleted as before. Table and
 * column names here are our own, never a request's.
 */
export type TrashDefinition = {
  /** The part of the panel whose staff see the record in the Trash and may restore it (roles.ts). */
  area: "content" | "drivers";
  /** Records it sits under: it comes back only while they exist ("Restore its category first"). */
  parents?: readonly TrashParent[];
  /** Its name must still be free among these siblings (the columns that must be equal) to come back. */
  unique?: { scope: readonly string[]; where?: string };
  /** Rows of other tables that go with it (a product's attribute values and download links). */
  dependents?: readonly TrashDependent[];
  /** Rows elsewhere that pointed at it and lost that link (set to null) when it went: linked again on restore. */
  links?: ReadonlyArray<{ table: string; column: string; key: readonly string[] }>;
  /** Its own references that are simply cleared if their record has gone meanwhile (a product's successor). */
  loose?: ReadonlyArray<{ column: string; table: string }>;
};

/** `type` names the parent's kind, to say whether it waits in the trash too. */
export type TrashParent = { column: string; table: string; type: AuditTarget; label: string };

/** Rows of `table` whose `column` holds the record's id; a row comes back only while each of its `requires` exists. */
export type TrashDependent = {
  table: string;
  column: string;
  requires?: ReadonlyArray<{ column: string; table: string }>;
  dependents?: readonly TrashDependent[];
};

/** What the site search indexes (decision 007): the title ranks above the body. */
export type SearchDefinition = { kind: string; slot: number; title: string; subtitle?: string; body: readonly string[] | { sections: string } };

export type ContentDefinition<Fields extends FieldSet = FieldSet, Row = any> = {
  /** The audit target, and the key of "Last edited by" notes. */
  type: AuditTarget;
  table: string;
  /** "Category": in "Category created successfully" and "Error creating category". */
  label: string;
  /** The list screen's heading and Add button. */
  title: string;
  addLabel: string;
  formTitle?: { create: string; edit: string };
  submitLabel?: { create: string; edit: string };
  fields: Fields;
  /** The fields' rules in one object (inputSchema): what the form and the repository parse with. */
  schema: ZodTypeAny;
  form: ReadonlyArray<FormSection<Extract<keyof Fields, string>>>;
  list?: ListDefinition<Row>;
  search?: SearchDefinition;
  /** Present when staff arrange the records by hand (drag and drop, Move up/down). */
  order?: OrderDefinition;
  /** Every type staff delete says how its records go to the trash and come back (decision 037). */
  trash?: TrashDefinition;
  /**
   * Every save keeps a revision of the record (who, when, the record as saved), which the edit form's
   * History lists, compares with the current version and restores (decision 038).
   */
  revisions?: boolean;
  /** The fields a public card or teaser of the type reads (the product's grid card). */
  public?: { card: ReadonlyArray<Extract<keyof Fields, string>> };
  /** The address of a record's public page, for types that have one: its edit form links there ("View on site"). */
  publicPage?: (row: Row) => string;
  /**
   * The staff-only preview of a record without a public page of its own (a hero section: the home page
   * with it as the first slide; decision 035). Types with a public page preview at `<publicPage>?preview`.
   */
  previewPage?: (row: Row) => string;
};

export type InputSchema<Fields extends FieldSet> = z.ZodObject<{ [K in keyof Fields]: Fields[K]["schema"] }>;

/** The type's whole Zod rule: each field's own, in one object. The form and the repository parse with it. */
export function inputSchema<Fields extends FieldSet>(fields: Fields): InputSchema<Fields> {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]));
  return z.object(shape) as InputSchema<Fields>;
}

/** The form's first values for a new record: each field's `initial`. */
export function initialValues(fields: FieldSet): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [name, field] of Object.entries(fields)) if (field.initial !== undefined) values[name] = field.initial;
  return values;
}

/** How a value is kept in its column (decision 003): booleans as 0/1, lists and objects as JSON text. */
export type Stored<T> = T extends boolean ? number : T extends string | number | null ? T : string;

/** A table's content columns, derived from the fields' Zod output. */
export type StoredColumns<Fields extends FieldSet> = { [K in keyof Fields]: Stored<z.output<Fields[K]["schema"]>> };

/** Who a content type is: its audit target, its table, its name in messages and its screen's title. */
type Identity = Pick<ContentDefinition, "type" | "table" | "label" | "title">;
type Described<Fields extends FieldSet, Row> = Omit<ContentDefinition<Fields, Row>, keyof Identity | "fields" | "schema" | "addLabel"> & { addLabel?: string };

/**
 * A definition from who the type is, its fields and the rest: the fields' Zod object is made here,
 * and the Add button reads "Add <label>" unless the type says otherwise. Curried so the list's
 * row type can be named while the rest is inferred.
 */
export function defineContent<Row>() {
  return <Fields extends FieldSet, Rest extends Described<Fields, Row>>(identity: Identity, fields: Fields, rest: Rest) => ({
    ...identity,
    addLabel: `Add ${identity.label}`,
    ...rest,
    fields,
    schema: inputSchema(fields),
  });
}
