import type { Control, ContentDefinition, FieldDefinition } from "./definition";
import { PUBLISH_LABELS } from "./publishing";

/**
 * Browser-safe: a kept revision compared with the current version, field by field (decision 038),
 * in the words of the definition: each changed field by its label, lists as the entries one side has
 * and the other lacks, images by file name (with the reference, for a thumbnail), long texts as an
 * excerpt around their first difference. Nothing here reads the database: names of records a field
 * points at (a product's category) and labels of related values (its attributes) are given.
 */

/** One line of a value as the History shows it; `image` is a media reference to preview. */
export type ShownEntry = { text: string; image?: string };

export type FieldChange = {
  name: string;
  label: string;
  /** A list's entries only one side has; a single value's one line (none when empty). */
  revision: ShownEntry[];
  current: ShownEntry[];
  list: boolean;
  /** "Same entries, in another order". */
  note?: string;
};

export type DiffNames = {
  /** Option labels of select fields by the field's `choices` name; the publishing statuses are known. */
  choices?: Record<string, Record<string, string>>;
  /** Names of the records a field points at, by field and id ({ category_id: { "3": "Panel PCs" } }). */
  records?: Record<string, Record<string, string>>;
  /** Labels of values kept beside the fields, by "<key>.<subkey>" (a product's "attributes.a12"). */
  related?: Record<string, string>;
};

type Content = Record<string, unknown>;

const TEXT_LIMIT = 300;
const ITEM_LIMIT = 160;
const CHOICES: Record<string, Record<string, string>> = { publishStatuses: PUBLISH_LABELS };

/** The fields (and related values) whose content differs, in the definition's order. */
export function diffRevision(definition: ContentDefinition, revision: Content, current: Content, names: DiffNames = {}): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    if (same(revision[name], current[name])) continue;
    changes.push(compare(name, field.label, shown(field, name, revision[name], names), shown(field, name, current[name], names), Array.isArray(revision[name]) || Array.isArray(current[name])));
  }
  // Values kept beside the fields (a product's attribute values): each compared on its own.
  for (const key of relatedKeys(definition, revision, current)) {
    const before = record(revision[key]);
    const after = record(current[key]);
    for (const sub of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
      if (same(before[sub], after[sub])) continue;
      const label = names.related?.[`${key}.${sub}`] ?? `${key} › ${sub}`;
      changes.push(compare(`${key}.${sub}`, label, textEntries(before[sub]), textEntries(after[sub]), false));
    }
  }
  return changes;
}

function compare(name: string, label: string, revision: ShownEntry[], current: ShownEntry[], list: boolean): FieldChange {
  if (!list) return { name, label, revision: excerpts(revision, current), current: excerpts(current, revision), list };
  const onlyRevision = without(revision, current);
  const onlyCurrent = without(current, revision);
  const note = onlyRevision.length === 0 && onlyCurrent.length === 0 ? "Same entries, in another order" : undefined;
  return { name, label, revision: onlyRevision.map(short), current: onlyCurrent.map(short), list, note };
}

/** A field's value as lines: a list's entries, or one line; none when empty. */
function shown(field: FieldDefinition, name: string, value: unknown, names: DiffNames): ShownEntry[] {
  if (value === null || value === undefined || value === "") return [];
  const control = field.control;
  if (Array.isArray(value)) return value.flatMap((item) => itemEntries(item, listItemIsMedia(control)));
  if (typeof value === "boolean") return [{ text: value ? "Yes" : "No" }];
  const text = String(value);
  if (control?.kind === "select") return [{ text: (names.choices?.[control.choices] ?? CHOICES[control.choices])?.[text] ?? text }];
  if (names.records?.[name]) return [{ text: names.records[name][text] ?? `#${text} (no longer exists)` }];
  if (control?.kind === "text" && control.type === "datetime-local") return [{ text: `${text.slice(0, 16).replace("T", " ")} UTC` }];
  if (control?.kind === "media") return [mediaEntry(text, control.media === "image")];
  return [{ text }];
}

/** A list entry: a text, an image, or an object's values side by side (a map inside, a specification group's rows, one line each). */
function itemEntries(item: unknown, media: boolean): ShownEntry[] {
  if (typeof item === "string") return [media ? mediaEntry(item, true) : { text: item }];
  if (!item || typeof item !== "object") return [{ text: String(item) }];
  const values = Object.values(item as Content);
  const nested = values.find((value): value is Content => isRecord(value));
  const heading = values.find((value): value is string => typeof value === "string" && value !== "");
  if (nested) {
    const rows = Object.entries(nested).map(([key, detail]) => ({ text: `${heading ?? ""} › ${key}: ${String(detail)}` }));
    return rows.length > 0 ? rows : [{ text: heading ?? "" }];
  }
  const texts = values.filter((value): value is string => typeof value === "string" && value !== "" && !looksLikeMedia(value));
  const image = values.find((value): value is string => typeof value === "string" && looksLikeMedia(value));
  return [{ text: [...texts.map((text) => clip(text, ITEM_LIMIT)), ...(image ? [fileName(image)] : [])].join(" · "), ...(image ? { image } : {}) }];
}

function textEntries(value: unknown): ShownEntry[] {
  return value === null || value === undefined || value === "" ? [] : [{ text: String(value) }];
}

function mediaEntry(reference: string, image: boolean): ShownEntry {
  return image ? { text: fileName(reference), image: reference } : { text: fileName(reference) };
}

const listItemIsMedia = (control: Control | undefined) => control?.kind === "list" && "control" in control.list.item && control.list.item.control?.kind === "media";

/** An image reference inside a list's object (a section's image): a file name with an image extension. */
const looksLikeMedia = (value: string) => /\.(avif|webp|png|jpe?g|gif|svg)$/i.test(value) && !/\s/.test(value);

export const fileName = (reference: string) => decodeURIComponent(reference.split(/[?#]/)[0].split("/").filter(Boolean).pop() ?? reference);

/** The entries of `list` that `other` does not have, counted: one of two equal entries may be missing. */
function without(list: ShownEntry[], other: ShownEntry[]): ShownEntry[] {
  const left = new Map<string, number>();
  for (const entry of other) left.set(entry.text, (left.get(entry.text) ?? 0) + 1);
  return list.filter((entry) => {
    const count = left.get(entry.text) ?? 0;
    if (count > 0) left.set(entry.text, count - 1);
    return count === 0;
  });
}

const short = (entry: ShownEntry): ShownEntry => ({ ...entry, text: clip(entry.text, ITEM_LIMIT) });

/** A long text as the part around its first difference from the other side, so the change is in view. */
function excerpts(side: ShownEntry[], other: ShownEntry[]): ShownEntry[] {
  const [entry] = side;
  if (!entry || entry.text.length <= TEXT_LIMIT) return side;
  const against = other[0]?.text ?? "";
  let at = 0;
  while (at < entry.text.length && entry.text[at] === against[at]) at += 1;
  const start = Math.max(0, Math.min(at - 60, entry.text.length - TEXT_LIMIT));
  const end = start + TEXT_LIMIT;
  return [{ ...entry, text: `${start > 0 ? "…" : ""}${entry.text.slice(start, end)}${end < entry.text.length ? "…" : ""}` }];
}

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

function relatedKeys(definition: ContentDefinition, revision: Content, current: Content): string[] {
  return [...new Set([...Object.keys(revision), ...Object.keys(current)])].filter((key) => !(key in definition.fields) && (isRecord(revision[key]) || isRecord(current[key])));
}

const isRecord = (value: unknown): value is Content => value !== null && typeof value === "object" && !Array.isArray(value);
const record = (value: unknown): Content => (isRecord(value) ? value : {});

/** Equal as stored: key order inside objects does not count. */
export function same(a: unknown, b: unknown): boolean {
  return stable(a ?? null) === stable(b ?? null);
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  // A key left out and one holding nothing are the same (JSON drops undefined; a column may hold null).
  if (isRecord(value)) return `{${Object.keys(value).filter((key) => value[key] !== undefined && value[key] !== null && value[key] !== "").sort().map((key) => `${JSON.stringify(key)}:${stable(value[key])}`).join(",")}}`;
  return JSON.stringify(value === "" ? null : value);
}
