/**
 * How a product's lists read in one spreadsheet cell (decision 039). Each list has a line form that
 * people can edit (one item per line), and a JSON form for the rare value the line form cannot carry
 * exactly (a detail on two lines, a group name holding a colon): a cell whose text starts with `[` or
 * `{` is read as JSON. The writer picks the line form only when reading it back gives the same value.
 */

export type Benefit = { name: string; icon?: string };
/** A specification group as a cell reads it: its rows in order (the form's rows, so a repeated name is refused as the form refuses it). */
export type SpecificationRows = { group_name: string; specifications: Array<{ name: string; detail: string }> };
export type AttributeLines = Array<{ name: string; value: string }>;

/** A cell that could not be read, with what is wrong in the words of the field's label. */
export class CellError extends Error {}

// OWASP's CSV injection advice: a cell starting with one of these is run as a formula by spreadsheets.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A cell as written: prefixed with an apostrophe if a spreadsheet would run it as a formula. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as read: the apostrophe escapeFormula added is taken off again (and only that one). */
export function unescapeFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const looksLikeJson = (text: string) => /^\s*[[{]/.test(text);
const cellLines = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** The text of a cell that holds a list: the line form when it reads back the same, else JSON. */
function written<T>(value: T, lines: string[], read: (text: string) => T): string {
  const text = lines.join("\n");
  try {
    if (JSON.stringify(read(text)) === JSON.stringify(value)) return text;
  } catch {
    // Not readable as lines: JSON below.
  }
  return JSON.stringify(value);
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CellError(`${what}: the cell starts like JSON but is not valid JSON`);
  }
}

/** Features, applications, images: one item per line. */
export const writeLines = (items: readonly string[]) => written(items, [...items], readLines);

export function readLines(text: string, what = "The list"): unknown {
  if (looksLikeJson(text)) return parseJson(text, what);
  return cellLines(text);
}

/** Benefits: "Name | icon" per line, or just "Name". */
export const writeBenefits = (items: readonly Benefit[]) =>
  written(
    items.map((item) => (item.icon ? { name: item.name, icon: item.icon } : { name: item.name })),
    items.map((item) => (item.icon ? `${item.name} | ${item.icon}` : item.name)),
    readBenefits,
  );

export function readBenefits(text: string, what = "Benefits"): unknown {
  if (looksLikeJson(text)) return parseJson(text, what);
  return cellLines(text).map((line) => {
    const bar = line.lastIndexOf("|");
    if (bar < 0) return { name: line };
    const icon = line.slice(bar + 1).trim();
    return icon ? { name: line.slice(0, bar).trim(), icon } : { name: line.slice(0, bar).trim() };
  });
}

/** Specifications: "Group: Name = Detail" per line, a group's rows one after another. */
export function writeSpecifications(groups: ReadonlyArray<{ group_name: string; specifications: Record<string, string> }>): string {
  const value = groups.map((group) => ({ group_name: group.group_name, specifications: group.specifications }));
  const lines = groups.flatMap((group) => Object.entries(group.specifications).map(([name, detail]) => `${group.group_name}: ${name} = ${detail}`));
  return written(value, lines, (text) => asStoredGroups(readSpecifications(text)));
}

/**
 * The groups of a cell: consecutive lines naming the same group form one group; JSON gives the
 * stored form (a list of groups, each a map of name to detail) or the form's rows.
 */
export function readSpecifications(text: string, what = "Specification groups"): unknown {
  if (looksLikeJson(text)) return parseJson(text, what);
  const groups: SpecificationRows[] = [];
  cellLines(text).forEach((line, index) => {
    const colon = line.indexOf(":");
    const equals = line.indexOf("=", colon + 1);
    if (colon < 0 || equals < 0) throw new CellError(`${what}: line ${index + 1} must read "Group: Name = Detail"`);
    const group_name = line.slice(0, colon).trim();
    const row = { name: line.slice(colon + 1, equals).trim(), detail: line.slice(equals + 1).trim() };
    const last = groups.at(-1);
    if (last && last.group_name === group_name) last.specifications.push(row);
    else groups.push({ group_name, specifications: [row] });
  });
  return groups;
}

const asStoredGroups = (value: unknown) =>
  (value as SpecificationRows[]).map((group) => ({
    group_name: group.group_name,
    specifications: Object.fromEntries(group.specifications.map((row) => [row.name, row.detail])),
  }));

/** Typed attribute values: "Name = Value" per line, in the order the product's attributes have. */
export const writeAttributes = (values: AttributeLines) =>
  values.length === 0 ? "" : written(Object.fromEntries(values.map((row) => [row.name, row.value])), values.map((row) => `${row.name} = ${row.value}`), (text) => attributesObject(readAttributes(text)));

/** Attribute values by name: JSON gives an object of name to value. */
export function readAttributes(text: string, what = "Attributes"): AttributeLines {
  if (looksLikeJson(text)) return attributeEntries(parseJson(text, what), what);
  return cellLines(text).map((line, index) => {
    const equals = line.indexOf("=");
    if (equals < 0) throw new CellError(`${what}: line ${index + 1} must read "Name = Value"`);
    return { name: line.slice(0, equals).trim(), value: line.slice(equals + 1).trim() };
  });
}

/** An attributes object (JSON files, or a JSON cell) as its name and value pairs. */
export function attributeEntries(value: unknown, what = "Attributes"): AttributeLines {
  if (value === null || value === undefined) return [];
  if (typeof value !== "object" || Array.isArray(value)) throw new CellError(`${what} must be an object of attribute name to value`);
  return Object.entries(value as Record<string, unknown>).map(([name, entry]) => {
    if (typeof entry !== "string" && typeof entry !== "number" && typeof entry !== "boolean" && entry !== null) {
      throw new CellError(`${what}: the value of "${name}" must be text`);
    }
    return { name, value: entry === null ? "" : String(entry) };
  });
}

const attributesObject = (values: AttributeLines) => Object.fromEntries(values.map((row) => [row.name, row.value]));

/** A yes/no cell ("yes", "no", "true", "false", 1, 0; empty is no); null when it is none of these. */
export function readYesNo(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === null || value === undefined) return false;
  const text = String(value).trim().toLowerCase();
  if (["yes", "true", "1", "y"].includes(text)) return true;
  if (["no", "false", "0", "n", ""].includes(text)) return false;
  return null;
}
