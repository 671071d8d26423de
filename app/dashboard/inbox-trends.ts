import type { InboxKind } from "~/content/inbox/schema";

/**
 * Browser-safe: the dashboard's enquiries and messages over time (issue 18 part 1, decision 041).
 * Days are UTC days, as the inbox's and the audit log's day filters are.
 */

export const TREND_RANGES = [30, 90] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

/** `?range=90` shows 90 days; anything else the default 30. */
export const parseTrendRange = (value: string | null): TrendRange => (value === "90" ? 90 : 30);

export type DayCounts = { day: string } & Record<InboxKind, number>;

/** A median time from arrival to a status, over the items of the period that reached it. */
export type MedianTime = { ms: number | null; count: number };

export type KindTrend = { received: number; toInProgress: MedianTime; toClosed: MedianTime };

export type InboxTrends = {
  range: TrendRange;
  /** First and last day shown (YYYY-MM-DD), today included. */
  from: string;
  to: string;
  days: DayCounts[];
  byKind: Record<InboxKind, KindTrend>;
  all: KindTrend;
  /** Products asked about most in the period: enquiries naming them, or quote lists holding them. */
  topProducts: Array<{ id: number; name: string; enquiries: number }>;
};

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "45 min", "5 h 12 min", "2 d 3 h": a duration as staff read it. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "20 Nov" for 2026-11-20. */
export function dayLabel(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[month - 1]}`;
}

/** The UTC days from `days - 1` days before `now` to `now`'s day, in order. */
export function daysEnding(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}
