import type { ReactNode } from "react";
import { AdminLink } from "~/components/admin/admin-link";
import type { ListColumn } from "~/content/shared/definition";
import type { Column } from "../record-table";
import { StatusBadge, Thumbnail } from "../thumbnail";

type Shown = { imageUrl?: string | null };

/** A screen's own cells for some columns, by header (the Drivers screen's file facts and download link). */
export type CustomCells<Row> = Record<string, (row: Row) => ReactNode>;

/** A definition's list columns as table cells: its values shown plain, bold, as a date, a badge, a link or a thumbnail. */
export function tableColumns<Row extends Shown>(columns: ReadonlyArray<ListColumn<Row>>, cells: CustomCells<Row> = {}): Column<Row>[] {
  return columns.map((column) => ({ header: column.header, sort: column.sort, cell: cells[column.header] ?? ((row: Row) => <Cell column={column} row={row} />) }));
}

function Cell<Row extends Shown>({ column, row }: { column: ListColumn<Row>; row: Row }) {
  const value = column.value?.(row);
  const text = value === null || value === undefined ? "" : String(value);
  const detail = column.detail?.(row);
  switch (column.show) {
    case "thumbnail":
      return <Thumbnail src={row.imageUrl ?? null} />;
    case "status":
      return <StatusBadge active={value === true} activeLabel={column.activeLabel} />;
    case "date":
      return <>{text.slice(0, 10)}</>;
    case "clamp":
      return <span className="line-clamp-2">{text}</span>;
    case "link":
      return (
        <AdminLink to={column.href?.(row) ?? "."} className="admin-link">
          {text}
        </AdminLink>
      );
    case "strong":
      return (
        <>
          <span className="font-medium">{text}</span>
          {detail ? <span className="mt-1 block line-clamp-2 text-slate-600 dark:text-slate-300">{detail}</span> : null}
        </>
      );
    default:
      return <>{text}</>;
  }
}
