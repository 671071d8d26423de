/**
 * Browser-safe rules of the idle timeout (decision 022): a session unused for the idle time ends,
 * on top of the 24-hour absolute lifetime. The last activity is written at most once a minute, so a
 * busy admin screen costs one write a minute rather than one per request.
 */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 120;
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** The session's last activity: the stored time, or its start when nothing was stored yet. */
export function lastActivity(lastActiveAt: Date | string | null | undefined, createdAt: Date | string): Date {
  return new Date(lastActiveAt ?? createdAt);
}

export function isIdle(lastActive: Date, now: Date, idleTimeoutMinutes: number): boolean {
  return now.getTime() - lastActive.getTime() >= idleTimeoutMinutes * 60_000;
}

/** Whether this request should store a new last-activity time. */
export function shouldRecordActivity(lastActive: Date, now: Date): boolean {
  return now.getTime() - lastActive.getTime() >= ACTIVITY_WRITE_INTERVAL_MS;
}
