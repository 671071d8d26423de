import { type ReactNode, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import { type SortDir, withParams } from "~/content/shared/list-query";
import { ConfirmDialog, TRASH_DETAIL, trashQuestion } from "./confirm-dialog";
import { type Bulk, BulkBar, BulkTrashQuestion, SelectAll } from "./bulk-bar";
import { useHydrated } from "./use-hydrated";
import { useListLoading } from "./use-list-loading";

/** `sort` names the column's key in the list's sorts; such a header is a link that orders by it. */
export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; sort?: string };

/** The list's current order and each sortable column's first direction. */
export type TableOrder = { sort: string; dir: SortDir; sorts: Record<string, SortDir> };

type DeleteMode = "trash" | "ask" | "none";

type RecordTableProps<Row extends { id: number | string }> = {
  caption: string;
  rows: Row[];
  columns: Column<Row>[];
  /** Accessible name of a row, used in "Edit X" / "Delete X". */
  rowName: (row: Row) => string;
  empty: string;
  /**
   * "trash": Delete asks first, in the one confirmation dialog, then moves the record to the trash
   * (decision 037); "ask": Delete opens the question the screen asks itself (`?delete=<id>`), for a
   * delete that is not a move to the trash (the media library's); "none": no Delete (the Users screen
   * disables instead).
   */
  deleteMode?: DeleteMode;
  /** The query parameter the Delete link sets ("delete" unless the screen lists two kinds of record). */
  deleteParam?: string;
  /** The record's name in the question, when the accessible name says more ("driver category X"). */
  itemName?: (row: Row) => string;
  order?: TableOrder;
  /** The query parameter the Edit link sets ("edit" unless the screen edits two kinds of record). */
  editParam?: string;
  /** Extra fields of each row's Delete post, telling the action which kind of record it is. */
  deleteFields?: Record<string, string>;
  /** Bulk actions on ticked rows (issue 17 part 7): a checkbox per row and the bar above the table. */
  bulk?: Bulk;
};

/** The list of a screen with an edit and a delete action per row; "Loading..." while it is fetched again. */
export function RecordTable<Row extends { id: number | string }>({
  caption,
  rows,
  columns,
  rowName,
  empty,
  deleteMode = "trash",
  order,
  editParam = "edit",
  deleteParam = "delete",
  itemName = rowName,
  deleteFields = {},
  bulk,
}: RecordTableProps<Row>) {
  const loading = useListLoading();
  const [params] = useSearchParams();
  const formId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  // A list loaded again (after a bulk action, another page or search) starts with nothing ticked.
  useEffect(() => setTicked(new Set()), [rows]);
  if (loading) return <ListNotice role="status">Loading...</ListNotice>;
  // An empty list is a paragraph, not a row of a table that scrolls: on a phone the table is wider
  // than the screen, and the text would be cut off.
  if (rows.length === 0) return <ListNotice>{empty}</ListNotice>;
  const deleting = deleteMode === "trash" ? rows.find((row) => String(row.id) === params.get(deleteParam)) : undefined;
  return (
    <>
      {deleting ? (
        <ConfirmDialog
          question={trashQuestion(itemName(deleting))}
          detail={TRASH_DETAIL}
          confirmLabel="Move to trash"
          fields={{ intent: "delete", id: deleting.id, ...deleteFields }}
        />
      ) : null}
      {bulk ? (
        <>
          {params.get("bulk") === "trash" ? <BulkTrashQuestion rows={rows} ids={params.getAll("ids")} noun={bulk.noun} itemName={itemName} /> : null}
          <BulkBar {...bulk} formId={formId} selected={ticked.size} params={params} />
        </>
      ) : null}
      <Table
        caption={caption}
        rows={rows}
        columns={columns}
        rowName={rowName}
        deleteMode={deleteMode}
        order={order}
        params={params}
        editParam={editParam}
        deleteParam={deleteParam}
        selection={bulk ? { formId, noun: bulk.noun, ticked, onChange: setTicked } : undefined}
      />
    </>
  );
}

/** The rows ticked for a bulk action: their checkboxes belong to the bar's form. */
type Selection = { formId: string; noun: readonly [string, string]; ticked: ReadonlySet<string>; onChange: (ticked: ReadonlySet<string>) => void };

type TableProps<Row extends { id: number | string }> = Pick<RecordTableProps<Row>, "caption" | "rows" | "columns" | "rowName" | "order"> & {
  deleteMode: DeleteMode;
  params: URLSearchParams;
  editParam: string;
  deleteParam: string;
  selection?: Selection;
};

function Table<Row extends { id: number | string }>({ caption, rows, columns, rowName, deleteMode, order, params, editParam, deleteParam, selection }: TableProps<Row>) {
  const hydrated = useHydrated();
  const all = rows.length > 0 && rows.every((row) => selection?.ticked.has(String(row.id)));
  const tick = (id: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.ticked);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  return (
    // `relative`: the table's visually hidden texts are positioned, and would otherwise escape the
    // scroll box and widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-200">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-4 py-3">
                {/* Ticking every row needs the script; without it each row is ticked by hand. */}
                {hydrated ? (
                  <SelectAll
                    label={`Select all ${selection.noun[1]} on this page`}
                    checked={all}
                    mixed={!all && selection.ticked.size > 0}
                    onChange={(on) => selection.onChange(new Set(on ? rows.map((row) => String(row.id)) : []))}
                  />
                ) : (
                  <span className="sr-only">Select</span>
                )}
              </th>
            ) : null}
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
              {selection ? (
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    name="ids"
                    value={row.id}
                    form={selection.formId}
                    aria-label={`Select ${rowName(row)}`}
                    checked={selection.ticked.has(String(row.id))}
                    onChange={(event) => tick(String(row.id), event.target.checked)}
                    className="size-4 rounded border-slate-300"
                  />
                </td>
              ) : null}
              {columns.map((column) => (
                <td key={column.header} className="admin-cell">
                  {column.cell(row)}
                </td>
              ))}
              <td className="px-4 py-3">
                <RowActions id={row.id} name={rowName(row)} deleteMode={deleteMode} params={params} editParam={editParam} deleteParam={deleteParam} />
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
      <AdminLink to={withParams(params, { sort: sortKey, dir: next, page: null })} preventScrollReset className="inline-flex items-center gap-1 hover:underline">
        {header}
        <AdminIcon name={icon} className="size-3.5 shrink-0" />
        <span className="sr-only">{`, sort ${next === "asc" ? "ascending" : "descending"}`}</span>
      </AdminLink>
    </th>
  );
}

type RowActionsProps = {
  id: number | string;
  name: string;
  deleteMode: DeleteMode;
  params: URLSearchParams;
  editParam: string;
  deleteParam: string;
};

/** Edit opens the form; Delete is a link that opens the question (so it also asks without JavaScript). */
function RowActions({ id, name, deleteMode, params, editParam, deleteParam }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <AdminLink to={withParams(params, { [editParam]: id })} preventScrollReset className="row-action" aria-label={`Edit ${name}`} title="Edit">
        <AdminIcon name="pencil" className="size-4" />
      </AdminLink>
      {deleteMode === "none" ? null : (
        <AdminLink to={withParams(params, { [deleteParam]: id })} preventScrollReset className="row-action row-action-danger" aria-label={`Delete ${name}`} title="Delete">
          <AdminIcon name="trash" className="size-4" />
        </AdminLink>
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
