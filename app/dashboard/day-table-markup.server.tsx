import { renderToStaticMarkup } from "react-dom/server";
import { DayTable } from "~/components/admin/dashboard/day-table";
import type { InboxTrends } from "./inbox-trends";

/** Markup by the figures it shows: the cache hands out one object until the inbox changes. */
const drawn = new WeakMap<InboxTrends, string>();

/** The day table of the inbox trends as finished markup (decision 033), drawn once per set of figures. */
export function dayTableMarkup(trends: InboxTrends): string {
  let html = drawn.get(trends);
  if (html === undefined) {
    html = renderToStaticMarkup(<DayTable trends={trends} />);
    drawn.set(trends, html);
  }
  return html;
}
