import { Migrator } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { migrateToLatest } from "../migrate.server";
import { migrations } from ".";

const BEFORE = "2026-11-28T0001-publishing";
const at = (day: number, hour = 9) => `2026-11-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00.000Z`;

describeEachDatabase("dashboard migration", (getDb) => {
  it("takes when earlier items reached In progress and Closed from the audit log's status entries", async () => {
    const db = getDb();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();

    const enquiry = async (status: string) =>
      (
        await db
          .insertInto("enquiries")
          .values({ name: "E", company_name: "C", mobile_number: "0123456789", email: "e@example.com", location: "L", looking_for: "X", status, created_at: at(1), updated_at: at(1) } as never)
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const message = async (status: string) =>
      (
        await db
          .insertInto("messages")
          .values({ kind: "support", first_name: "M", last_name: "N", email: "m@example.com", subject: "S", message: "T", status, created_at: at(1), updated_at: at(1) } as never)
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const audit = async (target: string, id: number, from: string, to: string, time: string) =>
      db
        .insertInto("audit_log")
        .values({ created_at: time, actor_name: "Staff", action: "update", target_type: target, target_id: String(id), changes: JSON.stringify({ status: [from, to] }) })
        .execute();

    // Worked on, closed, reopened and closed again: first In progress, last Closed.
    const handled = await enquiry("closed");
    await audit("enquiry", handled, "new", "in_progress", at(2));
    await audit("enquiry", handled, "in_progress", "closed", at(3));
    await audit("enquiry", handled, "closed", "in_progress", at(4));
    await audit("enquiry", handled, "in_progress", "closed", at(5));
    // Closed straight from New: never In progress.
    const direct = await message("closed");
    await audit("message", direct, "new", "closed", at(6));
    // Reopened after closing: In progress now, no Closed time.
    const reopened = await message("in_progress");
    await audit("message", reopened, "new", "closed", at(2));
    await audit("message", reopened, "closed", "in_progress", at(7));
    // Changed before the audit log: no entries, no times. An entry of another item with the same id does not count.
    const unknown = await enquiry("in_progress");
    await audit("message", unknown, "new", "in_progress", at(8));
    const untouched = await enquiry("new");

    await migrateToLatest(db);

    const times = async (table: "enquiries" | "messages", id: number) =>
      db.selectFrom(table).select(["in_progress_at", "closed_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(await times("enquiries", handled)).toEqual({ in_progress_at: at(2), closed_at: at(5) });
    expect(await times("messages", direct)).toEqual({ in_progress_at: null, closed_at: at(6) });
    expect(await times("messages", reopened)).toEqual({ in_progress_at: at(7), closed_at: null });
    expect(await times("enquiries", unknown)).toEqual({ in_progress_at: null, closed_at: null });
    expect(await times("enquiries", untouched)).toEqual({ in_progress_at: null, closed_at: null });
  });
});
