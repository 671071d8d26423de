import type { z } from "zod";
import type { Stored } from "./definition";

/**
 * Reads a structured list that may be stored (or arrive) as JSON text, as JSON text of that text
 * (a JSON column holding the text), or as the list itself. Text that is not valid JSON, or a value
 * that is not a list, gives an empty list; items that do not match the schema are dropped, so one
 * bad item never hides the good ones or crashes a page. `depth` is how many times text is unwrapped.
 */
export function parseJsonList<T extends z.ZodTypeAny>(value: unknown, item: T, depth = 2): z.infer<T>[] {
  if (typeof value === "string" && checkedTexts.get(item)?.has(value)) return JSON.parse(value) as z.infer<T>[];
  let list: unknown = value;
  let unwrapped = 0;
  for (; unwrapped < depth && typeof list === "string"; unwrapped += 1) {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const items: z.infer<T>[] = [];
  for (const entry of list) {
    const parsed = item.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
  }
  if (typeof value === "string" && unwrapped === 1 && items.length === list.length) rememberChecked(item, value, list, items);
  return items;
}

/**
 * Texts whose every item the schema took unchanged, by schema: read again (the same product page,
 * the next request), such a text is its JSON alone, a fresh copy each time, without the schema's
 * work (about 30 times as long on a product's lists). Bounded: short texts only, and each schema's
 * set starts afresh once full.
 */
const checkedTexts = new WeakMap<z.ZodTypeAny, Set<string>>();
const CHECKED_TEXTS = 500;
const CHECKED_TEXT_LENGTH = 16_384;

function rememberChecked(item: z.ZodTypeAny, text: string, list: unknown[], items: unknown[]): void {
  if (text.length > CHECKED_TEXT_LENGTH || JSON.stringify(items) !== JSON.stringify(list)) return;
  let texts = checkedTexts.get(item);
  if (!texts) checkedTexts.set(item, (texts = new Set()));
  if (texts.size >= CHECKED_TEXTS) texts.clear();
  texts.add(text);
}

/** Serialises a validated list for storage. */
export function toJsonList(list: readonly unknown[] | undefined | null): string {
  return JSON.stringify(list ?? []);
}

/** Validated values as their columns keep them (decision 003): lists and objects as JSON text, booleans as 0/1. */
export function toStored<Values extends Record<string, unknown>>(values: Values): { [K in keyof Values]: Stored<Values[K]> } {
  const stored = Object.entries(values).map(([name, value]) => [
    name,
    typeof value === "boolean" ? Number(value) : value !== null && typeof value === "object" ? JSON.stringify(value) : value,
  ]);
  return Object.fromEntries(stored) as { [K in keyof Values]: Stored<Values[K]> };
}
