/**
 * Browser-safe. The largest id a PostgreSQL `integer` column holds: a larger number in a URL or a
 * form cannot name a record, and PostgreSQL would refuse the query outright (a 500, not a 404).
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id from a path part, query value or form field: a positive integer in range, or null. */
export function recordIdFrom(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}
