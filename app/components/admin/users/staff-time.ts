/**
 * A stored time as "2026-11-23 04:31 UTC": the same text on the server and in the browser (no
 * hydration mismatch from the viewer's time zone), and unambiguous for staff in several countries.
 */
export function formatStaffTime(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}
