/** Browser-safe: "just now", "5 minutes ago", "2 days ago"; older than 30 days, the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  const minutes = Math.floor((now.getTime() - then) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days <= 30) return plural(days, "day");
  return `on ${iso.slice(0, 10)}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/** What an edit screen shows above its form: "Last edited by {name}, {ago}" (ago worked out on the server). */
export type LastEditNote = { id: string; name: string; ago: string; at: string };
