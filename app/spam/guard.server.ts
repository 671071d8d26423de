import type { Db } from "~/db/connection.server";
import { isHoneypotFilled } from "./honeypot";
import { formRateLimits, rateLimitMessage } from "./policies";
import { rateLimitAddress } from "./rate-limit-address";
import { consumeRateLimit } from "./rate-limit.server";

export type SpamVerdict =
  | { ok: true }
  | { ok: false; reason: "honeypot" }
  | { ok: false; reason: "rate_limited"; message: string; retryAfterSeconds: number };

/**
 * Call after the form has validated, so typing mistakes never use up a visitor's allowance.
 * A filled honeypot is refused before it counts against the IP.
 */
export async function guardSubmission(
  db: Db,
  options: { form: keyof typeof formRateLimits; formData: FormData; clientIp: string | null | undefined },
): Promise<SpamVerdict> {
  if (isHoneypotFilled(options.formData)) return { ok: false, reason: "honeypot" };
  const key = `${options.form}:${rateLimitAddress(options.clientIp)}`;
  const result = await consumeRateLimit(db, key, formRateLimits[options.form]);
  if (result.allowed) return { ok: true };
  return {
    ok: false,
    reason: "rate_limited",
    message: rateLimitMessage(result.retryAfterSeconds),
    retryAfterSeconds: result.retryAfterSeconds,
  };
}
