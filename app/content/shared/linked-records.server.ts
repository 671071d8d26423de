import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { countRows } from "./count.server";
import { DeleteBlockedError } from "./errors";
import { deleteRecord } from "./records.server";

type LinkingTable = "subcategories" | "types" | "products";
type LinkingColumn = "category_id" | "subcategory_id" | "type_id";

/** Rows of `table` whose `column` points at the record: "type" or "types" of them. */
export type Link = readonly [table: LinkingTable, column: LinkingColumn, one: string, many: string];

/**
 * Deletes a record unless other content still points at it; then refuses, naming how many and
 * the first few ("This category still has 2 subcategories (A, B). Move or delete them first.").
 */
export async function deleteUnlinked(db: Db, table: keyof Database, id: number, noun: string, links: readonly Link[]): Promise<boolean> {
  const found = await Promise.all(links.map(([linking, column]) => linkedRecords(db, linking, column, id)));
  const named = nameLinks(found.map((linked, index) => [linked, links[index][2], links[index][3]]));
  if (named) throw new DeleteBlockedError(`This ${noun} still has ${named}. Move or delete them first.`);
  return deleteRecord(db, table, id);
}

/** How many rows of a table point at a record, and the names of the first few, for a delete-blocked message. */
export async function linkedRecords(
  db: Db,
  table: LinkingTable,
  column: LinkingColumn,
  id: number,
  shown = 3,
): Promise<{ count: number; names: string[] }> {
  // Table and column names come from our own code, never from a request.
  const [count, rows] = await Promise.all([
    countRows(db, table, { column, value: id }),
    db
      .selectFrom(table as "products")
      .select("name")
      .where(column as "category_id", "=", id)
      .orderBy("name")
      .limit(shown)
      .execute(),
  ]);
  return { count, names: rows.map((row) => row.name) };
}

/** "2 types (Managed, Unmanaged)" or "5 products (A, B, C, ...)"; null when nothing is linked. */
export function nameLinks(
  links: Array<[linked: { count: number; names: string[] }, singular: string, plural: string]>,
): string | null {
  const parts = links
    .filter(([linked]) => linked.count > 0)
    .map(([{ count, names }, one, many]) => {
      const more = count > names.length ? ", ..." : "";
      return `${count} ${count === 1 ? one : many} (${names.join(", ")}${more})`;
    });
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
