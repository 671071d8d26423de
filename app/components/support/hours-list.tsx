export type HoursRow = { days: string; hours: string };

/** Opening hours, each row with the page's time zone unless the day is closed. */
export function HoursList({
  rows,
  timeZone,
}: {
  rows: HoursRow[];
  timeZone: string;
}) {
  return (
    <dl className="space-y-2">
      {rows.map((row) => (
        <div key={row.days} className="flex justify-between gap-4">
          <dt className="text-body">{row.days}</dt>
          <dd className="font-medium">
            {/^closed$/i.test(row.hours)
              ? row.hours
              : `${row.hours} ${timeZone}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
