/** Browser-safe: the short before/after summary an audit entry keeps of a change. */
export type Changes = Record<string, [string | null, string | null]>;

/** Long text is cut here: the log says what changed, it is not a copy of the record. */
const MAX_VALUE = 80;
const MAX_FIELDS = 20;
/** Bookkeeping columns, and anything secret, never go into the log. */
const LEFT_OUT = /^(id|created_at|updated_at|createdAt|updatedAt)$|password|secret|token|backup_?codes/i;

export function shortValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * The fields whose value differs between two versions of a record, each as [before, after];
 * `before` undefined for a creation, `after` undefined for a deletion (then every field is listed).
 */
export function changedFields(before: unknown, after: unknown): Changes {
  const old = asRecord(before);
  const now = asRecord(after);
  const changes: Changes = {};
  for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (LEFT_OUT.test(field)) continue;
    const from = before === undefined ? null : fullValue(old[field]);
    const to = after === undefined ? null : fullValue(now[field]);
    if (from === to) continue;
    changes[field] = [shorten(from), shorten(to)];
    if (Object.keys(changes).length >= MAX_FIELDS) break;
  }
  return changes;
}

/** "name: Old → New; price: – → 12", for the audit screen and the CSV. */
export function describeChanges(changes: Changes): string {
  return Object.entries(changes)
    .map(([field, [from, to]]) => `${field}: ${from ?? "–"} → ${to ?? "–"}`)
    .join("; ");
}

/** Reads the stored JSON back; a damaged row shows as no changes rather than breaking the screen. */
export function parseChanges(text: string): Changes {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    const changes: Changes = {};
    for (const [field, pair] of Object.entries(value)) {
      if (Array.isArray(pair) && pair.length === 2) changes[field] = [stringOrNull(pair[0]), stringOrNull(pair[1])];
    }
    return changes;
  } catch {
    return {};
  }
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const stringOrNull = (value: unknown) => (typeof value === "string" ? value : null);
// Compared in full, shown shortened: two long texts differing only at the end still count as changed.
const fullValue = (value: unknown) => (value === null || value === undefined || value === "" ? null : typeof value === "string" ? value : JSON.stringify(value));
const shorten = (value: string | null) => (value === null ? null : shortValue(value));
