import type { Db } from "~/db/connection.server";
import { countRows } from "./count.server";

type LinkingTable = "subcategories" | "types" | "products";

/** How many rows of a table point at a record, and the names of the first few, for a delete-blocked message. */
export async function linkedRecords(
  db: Db,
  table: LinkingTable,
  column: "category_id" | "subcategory_id" | "type_id",
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
