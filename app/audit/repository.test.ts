import { expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { inTransaction } from "~/db/transaction.server";
import { type AuditSource, recordAudit } from "./audit-log.server";
import { auditCsv } from "./csv";
import { parseAuditFilter } from "./filter";
import { exportAudit, lastEdits, listAuditActors, pageAudit } from "./repository.server";

const ada: AuditSource = { actorId: "u-ada", actorName: "Ada", ip: "203.0.113.1", userAgent: "Firefox", requestId: "r-1" };
const bob: AuditSource = { actorId: "u-bob", actorName: "Bob", ip: "203.0.113.2", userAgent: "Chrome", requestId: "r-2" };

/** Entries at fixed times: the filters' day boundaries are in UTC. */
async function seed(db: Db) {
  await recordAudit(db, ada, { action: "create", targetType: "category", targetId: 1, changes: { name: [null, "Panel PCs"] } });
  await recordAudit(db, bob, { action: "update", targetType: "category", targetId: 1, changes: { name: ["Panel PCs", "=HYPERLINK(\"x\")"] } });
  await recordAudit(db, bob, { action: "delete", targetType: "product", targetId: 7 });
  await recordAudit(db, { ...ada, actorId: null, actorName: "mallory@example.com" }, { action: "sign-in-failed", targetType: "user" });
  const times = ["2026-03-01T10:00:00.000Z", "2026-03-02T23:59:59.000Z", "2026-03-03T00:00:00.000Z", "2026-03-04T08:00:00.000Z"];
  const rows = await db.selectFrom("audit_log").select("id").orderBy("id").execute();
  for (const [index, row] of rows.entries()) await db.updateTable("audit_log").set({ created_at: times[index] }).where("id", "=", row.id).execute();
}

const filter = (query: string) => parseAuditFilter(new URLSearchParams(query));
const actionsOf = async (db: Db, query: string) => (await pageAudit(db, filter(query), 50)).rows.map((row) => `${row.actor_name}:${row.action}`);

describeEachDatabase("audit log", (getDb) => {
  it("filters by user, action, target and day (UTC, inclusive), newest first", async () => {
    const db = getDb();
    await seed(db);
    expect(await actionsOf(db, "")).toEqual(["mallory@example.com:sign-in-failed", "Bob:delete", "Bob:update", "Ada:create"]);
    expect(await actionsOf(db, "user=u-bob")).toEqual(["Bob:delete", "Bob:update"]);
    expect(await actionsOf(db, "action=create")).toEqual(["Ada:create"]);
    expect(await actionsOf(db, "target=category")).toEqual(["Bob:update", "Ada:create"]);
    expect(await actionsOf(db, "target=product&targetId=7")).toEqual(["Bob:delete"]);
    expect(await actionsOf(db, "from=2026-03-02&to=2026-03-02")).toEqual(["Bob:update"]);
    expect(await actionsOf(db, "from=2026-03-03")).toEqual(["mallory@example.com:sign-in-failed", "Bob:delete"]);
    expect(await actionsOf(db, "to=2026-03-01")).toEqual(["Ada:create"]);
    // Unknown values are dropped, not matched literally.
    expect(await actionsOf(db, "action=drop-table&target=nothing&from=yesterday")).toHaveLength(4);
    expect((await pageAudit(db, filter("user=u-bob"), 50)).total).toBe(2);
    expect(await listAuditActors(db)).toEqual([
      { id: "u-ada", name: "Ada" },
      { id: "u-bob", name: "Bob" },
    ]);
  });

  it("exports the filtered entries as CSV, changes summarised and formulas defused", async () => {
    const db = getDb();
    const { page: _page, ...bobs } = filter("user=u-bob&target=category");
    const csv = auditCsv(await exportAudit(db, bobs));
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Time,User,User ID,Action,Target,Target ID,Changes,IP address,User agent,Request ID");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('2026-03-02T23:59:59.000Z,Bob,u-bob,Updated,Category,1,"name: Panel PCs → =HYPERLINK(""x"")",203.0.113.2,Chrome,r-2');
  });

  it("finds each record's last create or update for its edit screen, in one query", async () => {
    const db = getDb();
    await recordAudit(db, ada, { action: "create", targetType: "category", targetId: 2 });
    const edits = await lastEdits(db, "category", [1, 2, 3]);
    expect(edits["1"]).toEqual({ actorName: "Bob", at: "2026-03-02T23:59:59.000Z" });
    expect(edits["2"]?.actorName).toBe("Ada");
    expect(Object.keys(edits).sort()).toEqual(["1", "2"]);
    // A delete is not an edit.
    expect(await lastEdits(db, "product", [7])).toEqual({});
  });

  it("writes nothing when the transaction it was written in rolls back", async () => {
    const db = getDb();
    const before = (await pageAudit(db, filter(""), 50)).total;
    await expect(
      inTransaction(db, async (trx) => {
        await recordAudit(trx, ada, { action: "update", targetType: "settings" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await pageAudit(db, filter(""), 50)).total).toBe(before);
    await inTransaction(db, (trx) => recordAudit(trx, ada, { action: "update", targetType: "settings" }));
    expect((await pageAudit(db, filter(""), 50)).total).toBe(before + 1);
  });
});
