import type { Db } from "~/db/connection.server";
import { RuleViolationError } from "./errors";

type NamedTable = "categories" | "subcategories" | "types" | "driver_categories" | "products";
type ScopeColumn = "category_id" | "subcategory_id" | "type_id" | "slug";

/** Names are the same when they differ only in case or surrounding spaces ("Switches" and " switches"). */
export const nameKey = (name: string) => name.trim().normalize("NFC").toLocaleLowerCase("en");

/**
 * Refuses a name already used by another record with the same parent (the `scope` columns), so
 * lists, menus and the support page never show two entries that look alike. Siblings are
 * compared here rather than with SQL `lower()`, which folds only ASCII letters on SQLite.
 */
export async function assertNameFree(
  db: Db,
  table: NamedTable,
  name: string,
  options: { scope?: Partial<Record<ScopeColumn, string | number | null>>; exceptId?: number; message: string },
): Promise<void> {
  // Table and column names come from our own code, never from a request.
  let query = db.selectFrom(table as "products").select(["id", "name"]);
  for (const [column, value] of Object.entries(options.scope ?? {})) {
    query = value === null || value === undefined ? query.where(column as "type_id", "is", null) : query.where(column as "slug", "=", value as string);
  }
  if (options.exceptId !== undefined) query = query.where("id", "!=", options.exceptId);
  const key = nameKey(name);
  const siblings = await query.execute();
  if (siblings.some((row) => nameKey(row.name) === key)) throw new RuleViolationError(options.message, "name");
}
