import type { ReactNode } from "react";
import { AdminLink } from "~/components/admin/admin-link";
import type { ImportReport, RowOutcome } from "~/content/product/exchange/report";

/** The dry run's report: counts, then the rows of each kind, rejected ones first with their reasons (decision 039). */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { totals, listed } = report;
  return (
    <div className="grid grid-cols-1 gap-6 *:min-w-0">
      <ul aria-label="Dry run totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Total label="To create" count={totals.create} />
        <Total label="To update" count={totals.update} />
        <Total label="Unchanged" count={totals.unchanged} />
        <Total label="Rejected" count={totals.reject} />
      </ul>
      {totals.reject > 0 ? (
        <RowTable caption="Rejected rows" total={totals.reject} shown={listed.reject.length} headers={["Row", "Product", "Field", "Reason"]}>
          {listed.reject.flatMap((row) =>
            (row.errors ?? []).map((error, index) => (
              <tr key={`${row.row}-${index}`}>
                <Cell>{row.row}</Cell>
                <Cell>{productText(row)}</Cell>
                <Cell>{error.label}</Cell>
                <Cell wide>{error.message}</Cell>
              </tr>
            )),
          )}
        </RowTable>
      ) : null}
      {totals.create > 0 ? (
        <RowTable caption="Products to create" total={totals.create} shown={listed.create.length} headers={["Row", "Name", "Model number", "Category path"]}>
          {listed.create.map((row) => (
            <tr key={row.row}>
              <Cell>{row.row}</Cell>
              <Cell wide>{row.name}</Cell>
              <Cell>{row.model_number ?? "None"}</Cell>
              <Cell>{row.path ?? "None"}</Cell>
            </tr>
          ))}
        </RowTable>
      ) : null}
      {totals.update > 0 ? (
        <RowTable caption="Products to update" total={totals.update} shown={listed.update.length} headers={["Row", "Product", "Found by", "Changes"]}>
          {listed.update.map((row) => (
            <tr key={row.row}>
              <Cell>{row.row}</Cell>
              <Cell wide>
                <AdminLink to={`/admin/products?edit=${row.id}`} className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300">
                  {productText(row)}
                </AdminLink>
              </Cell>
              <Cell>{row.matchedBy === "id" ? `ID ${row.id}` : row.matchedBy}</Cell>
              <Cell wide>{(row.changes ?? []).join(", ")}</Cell>
            </tr>
          ))}
        </RowTable>
      ) : null}
      {totals.unchanged > 0 ? (
        <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <summary className="cursor-pointer font-semibold">
            {totals.unchanged} unchanged {totals.unchanged === 1 ? "product" : "products"}: the file says what the catalogue already has
          </summary>
          <ul className="mt-3 list-disc pl-5">
            {listed.unchanged.map((row) => (
              <li key={row.row}>
                Row {row.row}: {productText(row)}
              </li>
            ))}
          </ul>
          <More shown={listed.unchanged.length} total={totals.unchanged} />
        </details>
      ) : null}
    </div>
  );
}

const productText = (row: RowOutcome) => [row.name ?? "Unnamed product", row.model_number ? `(${row.model_number})` : null].filter(Boolean).join(" ");

function Total({ label, count }: { label: string; count: number }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="block text-2xl font-bold">{count}</span>
      <span className="text-sm text-slate-600 dark:text-slate-300">{label}</span>
    </li>
  );
}

function RowTable({ caption, total, shown, headers, children }: { caption: string; total: number; shown: number; headers: string[]; children: ReactNode }) {
  const id = caption.toLowerCase().replace(/\W+/g, "-");
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-base font-semibold">
        {caption} ({total})
      </h3>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-200">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-4 py-3 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
        </table>
      </div>
      <More shown={shown} total={total} />
    </section>
  );
}

function More({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return <p className="text-sm text-slate-600 dark:text-slate-300">The first {shown} are listed here; all {total} are in the plan.</p>;
}

function Cell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <td className={wide ? "max-w-md px-4 py-3 align-top break-words" : "px-4 py-3 align-top whitespace-nowrap"}>{children}</td>;
}
