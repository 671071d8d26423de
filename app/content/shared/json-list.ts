import type { z } from "zod";
import type { Stored } from "./definition";

/**
 * Reads a structured list that may be stored (or arrive) as JSON text, as JSON text of that text
 * (a JSON column holding the text), or as the list itself. Text that is not valid JSON, or a value
 * that is not a list, gives an empty list; items that do not match the schema are dropped, so one
 * bad item never hides the good ones or crashes a page.
 */
export function parseJsonList<T extends z.ZodTypeAny>(value: unknown, item: T): z.infer<T>[] {
  let list: unknown = value;
  for (let depth = 0; depth < 2 && typeof list === "string"; depth += 1) {
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
  return items;
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
