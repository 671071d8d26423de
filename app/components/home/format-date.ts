const formatter = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "2026-01-05" as "January 5, 2026", the same on the server and in the browser; odd text as is. */
export function formatDate(isoDate: string): string {
  const time = Date.parse(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(time) ? isoDate : formatter.format(time);
}
