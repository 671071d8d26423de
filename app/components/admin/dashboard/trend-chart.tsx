import { useId } from "react";
import { INBOX_KIND_PLURALS, INBOX_KINDS, type InboxKind } from "~/content/inbox/schema";
import { dayLabel, type InboxTrends } from "~/dashboard/inbox-trends";

/** Each kind's colour in both themes: fills of the bars, and the legend's swatches beside its words. */
export const KIND_COLOURS: Record<InboxKind, string> = {
  enquiry: "fill-blue-700 bg-blue-700 dark:fill-blue-300 dark:bg-blue-300",
  support: "fill-amber-600 bg-amber-600 dark:fill-amber-300 dark:bg-amber-300",
  contact: "fill-teal-700 bg-teal-700 dark:fill-teal-300 dark:bg-teal-300",
};

/** A round top for the scale: 1, 2, 5, 10, 20, 50… at least the busiest day. */
export function scaleTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

const BAR = 10;
const GAP = 2;

/**
 * Stacked bars per day, drawn on the server as SVG (no chart library in the bundle). The picture is
 * one image with a text summary for screen readers; its numbers are in the table beside it. Text
 * (the scale, the dates, the legend) is HTML outside the SVG, so it stays readable at any width.
 */
export function TrendChart({ trends }: { trends: InboxTrends }) {
  const id = useId();
  const totals = trends.days.map((day) => INBOX_KINDS.reduce((sum, kind) => sum + day[kind], 0));
  const busiest = Math.max(0, ...totals);
  const top = scaleTop(busiest);
  const busiestDay = trends.days[totals.indexOf(busiest)];
  const width = trends.days.length * BAR;
  const summary =
    trends.all.received === 0
      ? `Nothing received from ${dayLabel(trends.from)} to ${dayLabel(trends.to)}.`
      : `${trends.all.received} received from ${dayLabel(trends.from)} to ${dayLabel(trends.to)}: ${INBOX_KINDS.map((kind) => `${INBOX_KIND_PLURALS[kind].toLowerCase()} ${trends.byKind[kind].received}`).join(", ")}. The busiest day was ${dayLabel(busiestDay.day)}, with ${busiest}.`;
  const ticks = [trends.days[0], trends.days[Math.floor(trends.days.length / 2)], trends.days[trends.days.length - 1]];
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right text-xs text-slate-600 tabular-nums dark:text-slate-300">
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="h-40 w-full border-b border-l border-slate-300 dark:border-slate-600">
          <title id={`${id}-title`}>{`Enquiries and messages per day, last ${trends.range} days`}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <line x1="0" x2={width} y1="50" y2="50" className="stroke-slate-200 dark:stroke-slate-700" strokeWidth="0.5" vectorEffect="non-scaling-stroke" />
          {trends.days.map((day, index) => {
            let base = 100;
            return INBOX_KINDS.map((kind) => {
              if (day[kind] === 0) return null;
              const height = (day[kind] / top) * 100;
              base -= height;
              return <rect key={`${day.day}-${kind}`} x={index * BAR + GAP / 2} y={base} width={BAR - GAP} height={height} className={KIND_COLOURS[kind]} />;
            });
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="ml-8 flex justify-between text-xs text-slate-600 dark:text-slate-300">
        {ticks.map((day) => (
          <span key={day.day}>{dayLabel(day.day)}</span>
        ))}
      </div>
      <ul aria-label="Legend" className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {INBOX_KINDS.map((kind) => (
          <li key={kind} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${KIND_COLOURS[kind]}`} />
            {INBOX_KIND_PLURALS[kind]}: {trends.byKind[kind].received}
          </li>
        ))}
      </ul>
    </div>
  );
}
