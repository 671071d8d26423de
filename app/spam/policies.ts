import type { RateLimitPolicy } from "./rate-limit.server";

/** Accepted submissions per visitor IP; generous for a buyer asking about several products. */
export const formRateLimits = {
  enquiry: { limit: 10, windowMs: 60 * 60 * 1000 },
  support: { limit: 10, windowMs: 60 * 60 * 1000 },
  contact: { limit: 10, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitPolicy>;

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many submissions from your network. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
