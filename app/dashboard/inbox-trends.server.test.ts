import { describe, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createCategory } from "~/content/category/repository.server";
import { createEnquiry } from "~/content/enquiry/repository.server";
import { createMessage } from "~/content/message/repository.server";
import { createProduct } from "~/content/product/repository.server";
import { dayLabel, daysEnding, formatDuration, median, parseTrendRange } from "./inbox-trends";
import { inboxTrendsFingerprint, readInboxState, readInboxTrends } from "./inbox-trends.server";

const NOW = new Date("2026-11-30T15:00:00.000Z");
const hours = (n: number) => n * 3_600_000;
/** `days` days before NOW's day, at `hour` UTC. */
const at = (days: number, hour = 10) => new Date(Date.UTC(2026, 10, 30 - days, hour)).toISOString();

describe("inbox trend helpers", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("writes durations and days as staff read them", () => {
    expect(formatDuration(hours(0.75))).toBe("45 min");
    expect(formatDuration(hours(5) + 12 * 60_000)).toBe("5 h 12 min");
    expect(formatDuration(hours(5))).toBe("5 h");
    expect(formatDuration(hours(51))).toBe("2 d 3 h");
    expect(dayLabel("2026-11-02")).toBe("2 Nov");
    expect(daysEnding(NOW, 3)).toEqual(["2026-11-28", "2026-11-29", "2026-11-30"]);
    expect(parseTrendRange("90")).toBe(90);
    expect(parseTrendRange("7")).toBe(30);
    expect(parseTrendRange(null)).toBe(30);
  });
});

async function enquiry(db: Db, created: string, product?: { id: number; name: string }, times: { in_progress_at?: string; closed_at?: string } = {}) {
  const row = await createEnquiry(db, {
    name: "Visitor",
    company_name: "Company",
    mobile_number: "+91 98765 43210",
    email: "visitor@example.com",
    location: "Chennai",
    looking_for: "Units",
    product_id: product?.id ?? null,
    product_name: product?.name ?? null,
  });
  await db.updateTable("enquiries").set({ created_at: created, ...times }).where("id", "=", row.id).execute();
  return row.id;
}

async function message(db: Db, kind: "support" | "contact", created: string, times: { in_progress_at?: string; closed_at?: string } = {}) {
  const row = await createMessage(db, { kind, first_name: "Mira", last_name: "Nair", email: "mira@example.com", subject: "Question", message: "Hello" });
  await db.updateTable("messages").set({ created_at: created, ...times }).where("id", "=", row.id).execute();
}

describeEachDatabase("inbox trends", (getDb) => {
  it("counts a seeded set per day and kind, takes the medians over what reached each status, and ranks the products asked about", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Trends" });
    const products = [];
    for (const name of ["P1", "P2", "P3", "P4", "P5", "P6"]) products.push(await createProduct(db, { name, category_id: category.id }));
    const [p1, p2, p3, p4, p5, p6] = products;

    // Today: two enquiries about P1, one In progress after 2 h, one Closed after 10 h.
    await enquiry(db, at(0, 1), p1, { in_progress_at: new Date(Date.parse(at(0, 1)) + hours(2)).toISOString() });
    await enquiry(db, at(0, 2), p1, { closed_at: new Date(Date.parse(at(0, 2)) + hours(10)).toISOString() });
    // Three days ago: P2 asked directly, and in a quote list with P3 (P2 counted once for that enquiry).
    await enquiry(db, at(3), p2, { in_progress_at: new Date(Date.parse(at(3)) + hours(4)).toISOString(), closed_at: new Date(Date.parse(at(3)) + hours(30)).toISOString() });
    const quote = await enquiry(db, at(3));
    await db.insertInto("enquiry_lines").values([
      { enquiry_id: quote, position: 1, product_id: p2.id, product_name: "P2", quantity: 1 },
      { enquiry_id: quote, position: 2, product_id: p3.id, product_name: "P3", quantity: 2 },
    ]).execute();
    // P4, P5 and P6 once each; P6 is older than 30 days, so only the 90-day range counts it.
    await enquiry(db, at(10), p4);
    await enquiry(db, at(20), p5);
    await enquiry(db, at(45), p6);
    // Messages: a support request In progress after 6 h, a contact message yesterday, one older than 90 days.
    await message(db, "support", at(3), { in_progress_at: new Date(Date.parse(at(3)) + hours(6)).toISOString() });
    await message(db, "contact", at(1));
    await message(db, "contact", at(95));

    const month = await readInboxTrends(db, 30, NOW);
    expect(month.days).toHaveLength(30);
    expect([month.from, month.to]).toEqual(["2026-11-01", "2026-11-30"]);
    const on = (day: string) => month.days.find((entry) => entry.day === day);
    expect(on("2026-11-30")).toEqual({ day: "2026-11-30", enquiry: 2, support: 0, contact: 0 });
    expect(on("2026-11-29")).toEqual({ day: "2026-11-29", enquiry: 0, support: 0, contact: 1 });
    expect(on("2026-11-27")).toEqual({ day: "2026-11-27", enquiry: 2, support: 1, contact: 0 });
    expect(month.byKind.enquiry.received).toBe(6);
    expect(month.all.received).toBe(8);
    // To In progress: enquiries 2 h and 4 h (median 3 h); with the support request's 6 h, 4 h overall.
    expect(month.byKind.enquiry.toInProgress).toEqual({ ms: hours(3), count: 2 });
    expect(month.byKind.support.toInProgress).toEqual({ ms: hours(6), count: 1 });
    expect(month.all.toInProgress).toEqual({ ms: hours(4), count: 3 });
    expect(month.all.toClosed).toEqual({ ms: hours(20), count: 2 });
    expect(month.byKind.contact.toClosed).toEqual({ ms: null, count: 0 });
    expect(month.topProducts).toEqual([
      { id: p1.id, name: "P1", enquiries: 2 },
      { id: p2.id, name: "P2", enquiries: 2 },
      { id: p3.id, name: "P3", enquiries: 1 },
      { id: p4.id, name: "P4", enquiries: 1 },
      { id: p5.id, name: "P5", enquiries: 1 },
    ]);

    const quarter = await readInboxTrends(db, 90, NOW);
    expect(quarter.days).toHaveLength(90);
    expect(quarter.byKind.enquiry.received).toBe(7);
    expect(quarter.byKind.contact.received).toBe(1);
    expect(quarter.topProducts.map((product) => product.name)).toEqual(["P1", "P2", "P3", "P4", "P5"]);
  });

  it("reads the newest ids and the counts of new items in one statement, and the trends' fingerprint moves with any newest id", async () => {
    const db = getDb();
    const before = await readInboxState(db);
    const newest = (table: "enquiries" | "messages" | "audit_log") =>
      db.selectFrom(table).select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow().then((row) => (row.id === null ? null : Number(row.id)));
    const countNew = (table: "enquiries" | "messages") =>
      db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("count")).where("status", "=", "new").executeTakeFirstOrThrow().then((row) => Number(row.count));
    expect(before).toEqual({
      newestEnquiry: await newest("enquiries"),
      newestMessage: await newest("messages"),
      newestAudit: await newest("audit_log"),
      newEnquiries: await countNew("enquiries"),
      newMessages: await countNew("messages"),
    });

    const id = await enquiry(db, at(0));
    await message(db, "support", at(0));
    const after = await readInboxState(db);
    expect(after.newestEnquiry).toBe(id);
    expect(after.newestMessage).toBe(await newest("messages"));
    expect([after.newEnquiries, after.newMessages]).toEqual([before.newEnquiries + 1, before.newMessages + 1]);
    expect(inboxTrendsFingerprint(after, NOW)).not.toBe(inboxTrendsFingerprint(before, NOW));
    // A new day reads the trends again, whatever else moved.
    expect(inboxTrendsFingerprint(after, new Date(NOW.getTime() + hours(24)))).not.toBe(inboxTrendsFingerprint(after, NOW));

    // Handled items are no longer new.
    await db.updateTable("enquiries").set({ status: "closed" }).where("id", "=", id).execute();
    expect((await readInboxState(db)).newEnquiries).toBe(before.newEnquiries);
  });
});
