import { AdminLink } from "~/components/admin/admin-link";
import { ServerMarkup } from "~/components/admin/server-markup";
import { INBOX_KIND_PLURALS, INBOX_KINDS, inboxHref, type InboxKind } from "~/content/inbox/schema";
import { dayLabel, formatDuration, type InboxTrends, type KindTrend, type MedianTime, TREND_RANGES } from "~/dashboard/inbox-trends";
import { Panel } from "./panel";
import { cell, head } from "./table-cells";
import { TrendChart } from "./trend-chart";

/** Enquiries and messages over time (issue 18 part 1): the chart with its table, the medians and the products asked about most. */
export function InboxTrendsPanel({ trends }: { trends: InboxTrends & { dayTable: string } }) {
  const period = { from: trends.from, to: trends.to };
  return (
    <Panel id="inbox-trends" title="Enquiries and messages over time" actions={<RangeSwitch current={trends.range} />}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Last {trends.range} days, {dayLabel(trends.from)} to {dayLabel(trends.to)} (UTC). Each number opens the inbox filtered to it.
      </p>
      <TrendChart trends={trends} />
      <details className="rounded-md border border-slate-200 dark:border-slate-700">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Show the figures as a table</summary>
        <ServerMarkup html={trends.dayTable} />
      </details>
      <div className="grid gap-6 *:min-w-0 lg:grid-cols-[2fr_1fr]">
        <MedianTable trends={trends} />
        <section aria-labelledby="top-products" className="grid content-start gap-2">
          <h3 id="top-products" className="font-semibold">
            Products asked about most
          </h3>
          {trends.topProducts.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">No enquiry named a product in this period.</p>
          ) : (
            <ol className="grid list-decimal gap-1 pl-5 text-sm">
              {trends.topProducts.map((product) => (
                <li key={product.id}>
                  <AdminLink to={inboxHref({ product: product.id, ...period })} className="admin-link">
                    {product.name}
                  </AdminLink>
                  : {product.enquiries} {product.enquiries === 1 ? "enquiry" : "enquiries"}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </Panel>
  );
}

/** The two ranges as links (`?range=`), so the switch works without JavaScript. */
function RangeSwitch({ current }: { current: number }) {
  return (
    <nav aria-label="Period shown" className="inline-flex overflow-hidden rounded-md border border-slate-300 text-sm dark:border-slate-600">
      {TREND_RANGES.map((range) => (
        <AdminLink
          key={range}
          to={`?range=${range}`}
          preventScrollReset
          aria-current={range === current ? "true" : undefined}
          className={range === current ? "bg-brand-700 px-3 py-1.5 font-semibold text-white dark:bg-brand-100 dark:text-slate-900" : "px-3 py-1.5 font-medium text-brand-700 hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800"}
        >
          Last {range} days
        </AdminLink>
      ))}
    </nav>
  );
}

/** A count that links to the items it counts; 0 links nowhere. */
function Count({ value, href, label }: { value: number; href: string; label: string }) {
  if (value === 0) return <>0</>;
  return (
    <AdminLink to={href} className="admin-link" aria-label={`${value}: ${label}`}>
      {value}
    </AdminLink>
  );
}

function MedianTable({ trends }: { trends: InboxTrends }) {
  const period = { from: trends.from, to: trends.to };
  const rows: Array<{ kind: InboxKind | null; label: string; trend: KindTrend }> = [
    ...INBOX_KINDS.map((kind) => ({ kind, label: INBOX_KIND_PLURALS[kind], trend: trends.byKind[kind] })),
    { kind: null, label: "All", trend: trends.all },
  ];
  const median = (time: MedianTime, kind: InboxKind | null, reached: "in_progress" | "closed", label: string) =>
    time.ms === null ? (
      <span className="text-slate-600 dark:text-slate-300">None yet</span>
    ) : (
      <AdminLink to={inboxHref({ kind: kind ?? undefined, reached, ...period })} className="admin-link" aria-label={`${formatDuration(time.ms)} (of ${time.count}): median time, ${label}`}>
        {formatDuration(time.ms)}
        <span className="font-normal text-slate-600 dark:text-slate-300"> (of {time.count})</span>
      </AdminLink>
    );
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">Received, and the median time to each status</caption>
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            <th scope="col" className={head}>
              Kind
            </th>
            <th scope="col" className={`${head} text-right`}>
              Received
            </th>
            <th scope="col" className={`${head} text-right`}>
              To In progress
            </th>
            <th scope="col" className={`${head} text-right`}>
              To Closed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map(({ kind, label, trend }) => (
            <tr key={label}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {label}
              </th>
              <td className={`${cell} text-right tabular-nums`}>
                <Count value={trend.received} href={inboxHref({ kind: kind ?? undefined, ...period })} label={`${label} received in the last ${trends.range} days`} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>{median(trend.toInProgress, kind, "in_progress", `${label} that reached In progress`)}</td>
              <td className={`${cell} text-right tabular-nums`}>{median(trend.toClosed, kind, "closed", `${label} that reached Closed`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        Medians count the items received in the period that reached the status. Items changed before these times were recorded are left out.
      </p>
    </div>
  );
}
