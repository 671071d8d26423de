import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { guardSubmission } from "./guard.server";
import { honeypotFieldName } from "./honeypot";
import { formRateLimits } from "./policies";
import { clearRateLimit, consumeRateLimit } from "./rate-limit.server";

describeEachDatabase("rate limit", (getDb) => {
  const policy = { limit: 3, windowMs: 60_000 };

  it("allows the limit within a window, then refuses with the time left", async () => {
    const db = getDb();
    const start = 1_000_000;
    for (let i = 0; i < 3; i++) expect(await consumeRateLimit(db, "test:a", policy, start + i)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, "test:a", policy, start + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Another key has its own allowance.
    expect(await consumeRateLimit(db, "test:b", policy, start + 30_000)).toEqual({ allowed: true });
    await clearRateLimit(db, "test:a");
    expect(await consumeRateLimit(db, "test:a", policy, start + 30_001)).toEqual({ allowed: true });
  });

  it("starts a new window once the old one has passed and drops expired rows", async () => {
    const db = getDb();
    const start = 5_000_000;
    for (let i = 0; i < 4; i++) await consumeRateLimit(db, "test:c", policy, start);
    await consumeRateLimit(db, "test:d", policy, start);
    expect(await consumeRateLimit(db, "test:c", policy, start + 60_000)).toEqual({ allowed: true });
    const rows = await db.selectFrom("rate_limits").select(["key", "count"]).where("key", "in", ["test:c", "test:d"]).execute();
    expect(rows).toEqual([{ key: "test:c", count: 1 }]);
  });

  it("refuses a filled honeypot without counting it, and names the wait when over the limit", async () => {
    const db = getDb();
    const bot = new FormData();
    bot.set(honeypotFieldName, "http://spam.example");
    expect(await guardSubmission(db, { form: "enquiry", formData: bot, clientIp: "203.0.113.9" })).toEqual({
      ok: false,
      reason: "honeypot",
    });
    const person = new FormData();
    person.set(honeypotFieldName, "");
    for (let i = 0; i < formRateLimits.enquiry.limit; i++) {
      expect(await guardSubmission(db, { form: "enquiry", formData: person, clientIp: "203.0.113.9" })).toEqual({ ok: true });
    }
    const refused = await guardSubmission(db, { form: "enquiry", formData: person, clientIp: "203.0.113.9" });
    expect(refused).toMatchObject({ ok: false, reason: "rate_limited" });
    expect(refused.ok === false && refused.reason === "rate_limited" && refused.message).toMatch(
      /^Too many submissions from your network\. Please try again in (60|59) minutes\.$/,
    );
    // The support form keeps its own allowance.
    expect(await guardSubmission(db, { form: "support", formData: person, clientIp: "203.0.113.9" })).toEqual({ ok: true });
  });
});
