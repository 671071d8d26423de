import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { AdminIcon } from "~/components/icons/admin-icon";
import { type SortDir, withParams } from "~/content/shared/list-query";
import { useListLoading } from "./use-list-loading";

/** `sort` names the column's key in the list's sorts; such a header is a link that orders by it. */
export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; sort?: string };

/** The list's current order and each sortable column's first direction. */
export type TableOrder = { sort: string; dir: SortDir; sorts: Record<string, SortDir> };

type RecordTableProps<Row extends { id: number | string }> = {
  caption: string;
  rows: Row[];
  columns: Column<Row>[];
  /** Accessible name of a row, used in "Edit X" / "Delete X". */
  rowName: (row: Row) => string;
  empty: string;
  /** "confirm" asks first (the Types screen); "none": no Delete (the Users screen disables instead); otherwise delete posts at once. */
  deleteMode?: "immediate" | "confirm" | "none";
  order?: TableOrder;
  /** The query parameter the Edit link sets ("edit" unless the screen edits two kinds of record). */
  editParam?: string;
  /** Extra fields of each row's Delete post, telling the action which kind of record it is. */
  deleteFields?: Record<string, string>;
};

/** The list of a screen with an edit and a delete action per row; "Loading..." while it is fetched again. */
export function RecordTable<Row extends { id: number | string }>({
  caption,
  rows,
  columns,
  rowName,
  empty,
  deleteMode = "immediate",
  order,
  editParam = "edit",
  deleteFields = {},
}: RecordTableProps<Row>) {
  const loading = useListLoading();
  const [params] = useSearchParams();
  if (loading) return <ListNotice role="status">Loading...</ListNotice>;
  // An empty list is a paragraph, not a row of a table that scrolls: on a phone the table is wider
  // than the screen, and the text would be cut off.
  if (rows.length === 0) return <ListNotice>{empty}</ListNotice>;
  return (
    // `relative`: the table's visually hidden texts are positioned, and would otherwise escape the
    // scroll box and widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-200">
          <tr>
            {columns.map((column) =>
              column.sort && order ? (
                <SortableHeader key={column.header} header={column.header} sortKey={column.sort} order={order} params={params} />
              ) : (
                <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                  {column.header}
                </th>
              ),
            )}
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header} className="admin-cell">
                  {column.cell(row)}
                </td>
              ))}
              <td className="px-4 py-3">
                <RowActions id={row.id} name={rowName(row)} deleteMode={deleteMode} params={params} editParam={editParam} deleteFields={deleteFields} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type SortableHeaderProps = { header: string; sortKey: string; order: TableOrder; params: URLSearchParams };

/** A column header that orders the list by its column; choosing it again reverses the order. */
export function SortableHeader({ header, sortKey, order, params }: SortableHeaderProps) {
  const current = order.sort === sortKey;
  const next: SortDir = current ? (order.dir === "asc" ? "desc" : "asc") : (order.sorts[sortKey] ?? "asc");
  const icon = !current ? "arrow-up-down" : order.dir === "asc" ? "arrow-up" : "arrow-down";
  return (
    <th scope="col" aria-sort={current ? (order.dir === "asc" ? "ascending" : "descending") : "none"} className="px-4 py-3 font-semibold">
      <Link to={withParams(params, { sort: sortKey, dir: next, page: null })} preventScrollReset className="inline-flex items-center gap-1 hover:underline">
        {header}
        <AdminIcon name={icon} className="size-3.5 shrink-0" />
        <span className="sr-only">{`, sort ${next === "asc" ? "ascending" : "descending"}`}</span>
      </Link>
    </th>
  );
}

type RowActionsProps = {
  id: number | string;
  name: string;
  deleteMode: "immediate" | "confirm" | "none";
  params: URLSearchParams;
  editParam: string;
  deleteFields: Record<string, string>;
};

function RowActions({ id, name, deleteMode, params, editParam, deleteFields }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Link to={withParams(params, { [editParam]: id })} discover="none" preventScrollReset className="row-action" aria-label={`Edit ${name}`} title="Edit">
        <AdminIcon name="pencil" className="size-4" />
      </Link>
      {deleteMode === "none" ? null : deleteMode === "confirm" ? (
        <Link to={withParams(params, { delete: id })} discover="none" preventScrollReset className="row-action row-action-danger" aria-label={`Delete ${name}`} title="Delete">
          <AdminIcon name="trash" className="size-4" />
        </Link>
      ) : (
        <Form method="post" discover="none" preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          {Object.entries(deleteFields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <button type="submit" className="row-action row-action-danger" aria-label={`Delete ${name}`} title="Delete">
            <AdminIcon name="trash" className="size-4" />
          </button>
        </Form>
      )}
    </div>
  );
}

/** The box a list shows instead of its table while loading, or when it has nothing to show. */
export function ListNotice({ role, children }: { role?: "status"; children: ReactNode }) {
  return (
    <p role={role} className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      {children}
    </p>
  );
}
