import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createEnquiry } from "../enquiry/repository.server";
import { createMessage } from "../message/repository.server";
import type { Db } from "~/db/connection.server";
import { countNewInbox, exportInbox, getInboxItem, listInbox, setInboxStatus } from "./repository.server";
import { parseInboxFilter } from "./schema";

const all = parseInboxFilter(new URLSearchParams());

/** Three items a minute apart: an enquiry (oldest), a support request, a contact message (newest). */
async function arrange(db: Db) {
  const enquiry = await createEnquiry(db, {
    name: "Priya Raman",
    company_name: "Raman Automation",
    mobile_number: "+91 98765 43210",
    email: "priya@raman.example",
    location: "Chennai",
    looking_for: "Panel PC 15 inch, 20 units",
    product_name: "Panel PC 15",
  });
  const support = await createMessage(db, {
    kind: "support",
    first_name: "Arun",
    last_name: "Kumar",
    email: "arun@kumar.example",
    company: "Kumar 100% Tools_Ltd",
    subject: "Driver for Windows 11",
    message: "Which RealCOM driver works on Windows 11?",
  });
  const contact = await createMessage(db, {
    kind: "contact",
    first_name: "Meena",
    last_name: "Iyer",
    email: "meena@iyer.example",
    subject: "Visit to the Mumbai office",
    message: "Can we visit next week?",
  });
  const at = (minute: number) => `2026-11-20T10:0${minute}:00.000Z`;
  await db.updateTable("enquiries").set({ created_at: at(1) }).where("id", "=", enquiry.id).execute();
  await db.updateTable("messages").set({ created_at: at(2) }).where("id", "=", support.id).execute();
  await db.updateTable("messages").set({ created_at: at(3) }).where("id", "=", contact.id).execute();
  return { enquiry, support, contact };
}

describeEachDatabase("inbox repository", (getDb) => {
  let ids: Awaited<ReturnType<typeof arrange>>;
  beforeAll(async () => {
    ids = await arrange(getDb());
  });

  it("lists enquiries and messages together, newest first, in shared columns", async () => {
    const { rows, total } = await listInbox(getDb(), all);
    expect(total).toBe(3);
    expect(rows.map((row) => [row.kind, row.id])).toEqual([
      ["contact", ids.contact.id],
      ["support", ids.support.id],
      ["enquiry", ids.enquiry.id],
    ]);
    expect(rows[1]).toMatchObject({ name: "Arun Kumar", subject: "Driver for Windows 11", location: null, product_id: null });
    expect(rows[2]).toMatchObject({
      name: "Priya Raman",
      company: "Raman Automation",
      phone: "+91 98765 43210",
      location: "Chennai",
      product_name: "Panel PC 15",
      subject: "Panel PC 15 inch, 20 units",
      message: null,
      status: "new",
    });
  });

  it("filters by kind, by status and by text, case-insensitively and with LIKE characters taken literally", async () => {
    const db = getDb();
    const kinds = async (params: string) => (await listInbox(db, parseInboxFilter(new URLSearchParams(params)))).rows.map((row) => row.kind);
    expect(await kinds("kind=enquiry")).toEqual(["enquiry"]);
    expect(await kinds("kind=support")).toEqual(["support"]);
    expect(await kinds("kind=contact")).toEqual(["contact"]);
    expect(await kinds("q=WINDOWS")).toEqual(["support"]);
    expect(await kinds("q=chennai")).toEqual([]);
    expect(await kinds("q=panel pc")).toEqual(["enquiry"]);
    expect(await kinds("q=100%25 tools_")).toEqual(["support"]);
    expect(await kinds("q=100%25%25")).toEqual([]);
    expect(await kinds("q=_")).toEqual(["support"]);
    expect(await kinds("kind=bogus&status=nope")).toEqual(["contact", "support", "enquiry"]);

    await setInboxStatus(db, "support", ids.support.id, "closed");
    expect(await kinds("status=closed")).toEqual(["support"]);
    expect(await kinds("status=new")).toEqual(["contact", "enquiry"]);
    expect(await kinds("status=new&kind=support")).toEqual([]);
    await setInboxStatus(db, "support", ids.support.id, "new");
  });

  it("pages through the list and counts every match", async () => {
    const db = getDb();
    const first = await listInbox(db, { ...all, page: 1 }, 2);
    const second = await listInbox(db, { ...all, page: 2 }, 2);
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows].map((row) => row.kind)).toEqual(["contact", "support", "enquiry"]);
  });

  it("opens one item under its own kind only, and changes its status", async () => {
    const db = getDb();
    expect((await getInboxItem(db, "support", ids.support.id))?.record).toMatchObject({ message: "Which RealCOM driver works on Windows 11?" });
    expect(await getInboxItem(db, "contact", ids.support.id)).toBeUndefined();
    expect(await getInboxItem(db, "enquiry", 999_999)).toBeUndefined();

    expect(await countNewInbox(db)).toBe(3);
    expect(await setInboxStatus(db, "enquiry", ids.enquiry.id, "in_progress")).toBe(true);
    expect(await setInboxStatus(db, "contact", ids.support.id, "closed")).toBe(false);
    expect(await countNewInbox(db)).toBe(2);
    expect((await getInboxItem(db, "enquiry", ids.enquiry.id))?.record.status).toBe("in_progress");
    expect((await getInboxItem(db, "support", ids.support.id))?.record.status).toBe("new");
  });

  it("exports every match of the filters, newest first", async () => {
    const rows = await exportInbox(getDb(), { status: "new" });
    expect(rows.map((row) => row.kind)).toEqual(["contact", "support"]);
  });
});
