/**
 * Browser-safe: what a form post says, made ready for Conform's `parseWithZod` on the server.
 * A form that runs JavaScript posts `_js`; without it a list editor's only way to remove a row is
 * to clear it, so blank rows are left out and the rest numbered again. Nested names also arrive
 * in the older spelling (`benefits[0][name]`, as scripts and old pages post them) and are read as
 * Conform's (`benefits[0].name`).
 */
export const SCRIPTED_FIELD = "_js";

export function formPayload(form: FormData): FormData {
  const entries = [...form.entries()].map(([name, value]) => [conformName(name), value] as const);
  const kept = form.has(SCRIPTED_FIELD) ? entries : withoutBlankRows(entries);
  const payload = new FormData();
  for (const [name, value] of kept) payload.append(name, value);
  return payload;
}

const conformName = (name: string) => name.replace(/\[([^\]\d][^\]]*)\]/g, ".$1");

const isBlank = (value: FormDataEntryValue) => (typeof value === "string" ? value.trim() === "" : value.size === 0);

/** Each `[n]` of a name closes a row: "a[0].b[1].c" lies in rows "a[0]" and "a[0].b[1]". */
function rowsOf(name: string): string[] {
  return [...name.matchAll(/\[\d+\]/g)].map((match) => name.slice(0, match.index + match[0].length));
}

function withoutBlankRows(entries: ReadonlyArray<readonly [string, FormDataEntryValue]>) {
  const filled = new Set<string>();
  for (const [name, value] of entries) if (!isBlank(value)) for (const row of rowsOf(name)) filled.add(row);
  const numbering = new Map<string, Map<string, number>>();
  return entries.filter(([name]) => rowsOf(name).every((row) => filled.has(row))).map(([name, value]) => [renumbered(name, numbering), value] as const);
}

/** The rows left, numbered from 0 in the order they were posted, within each list (and each row's own lists). */
function renumbered(name: string, numbering: Map<string, Map<string, number>>): string {
  let result = "";
  let rest = 0;
  for (const match of name.matchAll(/\[(\d+)\]/g)) {
    const list = result + name.slice(rest, match.index);
    const indices = numbering.get(list) ?? new Map<string, number>();
    numbering.set(list, indices);
    if (!indices.has(match[1])) indices.set(match[1], indices.size);
    result = `${list}[${indices.get(match[1])}]`;
    rest = match.index + match[0].length;
  }
  return result + name.slice(rest);
}
