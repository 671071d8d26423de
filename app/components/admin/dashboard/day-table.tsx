import {
  INBOX_KIND_PLURALS,
  INBOX_KINDS,
  inboxHref,
} from "~/content/inbox/schema";
import { dayLabel, type InboxTrends } from "~/dashboard/inbox-trends";
import { cell, head } from "./table-cells";

/**
 * The chart's figures, one row per day, newest first: drawn on the server only, as markup kept with
 * the cached figures (app/dashboard/day-table-markup.server.tsx), since 90 rows of cells cost more to
 * render than the rest of the dashboard. Its links are plain; ServerMarkup follows them in the page.
 */
export function DayTable({ trends }: { trends: InboxTrends }) {
  return (
    <div className="relative max-h-96 overflow-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Enquiries and messages per day, last {trends.range} days
        </caption>
        <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className={head}>
              Day
            </th>
            {INBOX_KINDS.map((kind) => (
              <th key={kind} scope="col" className={`${head} text-right`}>
                {INBOX_KIND_PLURALS[kind]}
              </th>
            ))}
            <th scope="col" className={`${head} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {[...trends.days].reverse().map((day) => {
            const total = INBOX_KINDS.reduce((sum, kind) => sum + day[kind], 0);
            return (
              <tr key={day.day}>
                <th
                  scope="row"
                  className={`${cell} text-left font-normal whitespace-nowrap`}
                >
                  <time dateTime={day.day}>{dayLabel(day.day)}</time>
                </th>
                {INBOX_KINDS.map((kind) => (
                  <td key={kind} className={`${cell} text-right tabular-nums`}>
                    <Count
                      value={day[kind]}
                      href={inboxHref({ kind, from: day.day, to: day.day })}
                      label={`${INBOX_KIND_PLURALS[kind]} on ${dayLabel(day.day)}`}
                    />
                  </td>
                ))}
                <td className={`${cell} text-right tabular-nums`}>
                  <Count
                    value={total}
                    href={inboxHref({ from: day.day, to: day.day })}
                    label={`Everything received on ${dayLabel(day.day)}`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A count that links to the items it counts; 0 links nowhere. */
function Count({
  value,
  href,
  label,
}: {
  value: number;
  href: string;
  label: string;
}) {
  if (value === 0) return <>0</>;
  return (
    <a href={href} className="admin-link" aria-label={`${value}: ${label}`}>
      {value}
    </a>
  );
}
