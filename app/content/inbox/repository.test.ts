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

describeEachDatabase("inbox status times", (getDb) => {
  it("records when an item first reached In progress and when it was last Closed; reopening clears Closed", async () => {
    const db = getDb();
    const { enquiry, support } = await arrange(db);
    const times = async () => db.selectFrom("enquiries").select(["status", "in_progress_at", "closed_at"]).where("id", "=", enquiry.id).executeTakeFirstOrThrow();
    expect(await times()).toEqual({ status: "new", in_progress_at: null, closed_at: null });

    await setInboxStatus(db, "enquiry", enquiry.id, "in_progress");
    const started = (await times()).in_progress_at;
    expect(started).toMatch(/^\d{4}-\d\d-\d\dT/);
    await setInboxStatus(db, "enquiry", enquiry.id, "closed");
    const closed = (await times()).closed_at;
    expect(closed! >= started!).toBe(true);
    // Saving Closed again keeps its time; a second start keeps the first.
    await setInboxStatus(db, "enquiry", enquiry.id, "closed");
    expect((await times()).closed_at).toBe(closed);
    await setInboxStatus(db, "enquiry", enquiry.id, "in_progress");
    expect(await times()).toEqual({ status: "in_progress", in_progress_at: started, closed_at: null });

    // Straight from New to Closed: closed, never in progress.
    await setInboxStatus(db, "support", support.id, "closed");
    const message = await db.selectFrom("messages").select(["in_progress_at", "closed_at"]).where("id", "=", support.id).executeTakeFirstOrThrow();
    expect(message.in_progress_at).toBeNull();
    expect(message.closed_at).not.toBeNull();
  });
});

describeEachDatabase("inbox filters of the dashboard's figures", (getDb) => {
  it("filters by the days received, a product asked about (directly or in a quote list) and a status reached", async () => {
    const db = getDb();
    const { enquiry, support, contact } = await arrange(db);
    const category = await db.insertInto("categories").values({ name: "Filters", created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" }).returning("id").executeTakeFirstOrThrow();
    const product = await db
      .insertInto("products")
      .values({ name: "Filter PC", slug: "filter-pc", category_id: category.id, product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]", featured: 0, created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    const direct = await createEnquiry(db, { name: "Direct", company_name: "D Co", mobile_number: "+91 98765 00001", email: "d@example.com", location: "Pune", looking_for: "One", product_id: product.id, product_name: "Filter PC" });
    const quote = await createEnquiry(db, { name: "Quote", company_name: "Q Co", mobile_number: "+91 98765 00002", email: "q@example.com", location: "Pune", looking_for: "Quotation" });
    await db.insertInto("enquiry_lines").values({ enquiry_id: quote.id, position: 1, product_id: product.id, product_name: "Filter PC", quantity: 2 }).execute();
    await db.updateTable("enquiries").set({ created_at: "2026-11-22T23:59:59.000Z" }).where("id", "=", direct.id).execute();
    await db.updateTable("enquiries").set({ created_at: "2026-11-23T00:00:00.000Z" }).where("id", "=", quote.id).execute();

    const found = async (params: string) =>
      (await listInbox(db, parseInboxFilter(new URLSearchParams(params)))).rows.map((row) => `${row.kind} ${row.id}`).sort();
    expect(await found(`product=${product.id}`)).toEqual([`enquiry ${direct.id}`, `enquiry ${quote.id}`].sort());
    expect(await found(`product=${product.id}&kind=support`)).toEqual([]);
    expect(await found("from=2026-11-22&to=2026-11-22")).toEqual([`enquiry ${direct.id}`]);
    expect(await found("from=2026-11-20&to=2026-11-20")).toEqual([`contact ${contact.id}`, `enquiry ${enquiry.id}`, `support ${support.id}`].sort());
    expect(await found("from=2026-11-23")).toEqual([`enquiry ${quote.id}`]);
    expect(await found("from=2026-13-40&to=nope")).toHaveLength(5);

    await setInboxStatus(db, "support", support.id, "in_progress");
    await setInboxStatus(db, "support", support.id, "closed");
    await setInboxStatus(db, "enquiry", direct.id, "in_progress");
    expect(await found("reached=in_progress")).toEqual([`enquiry ${direct.id}`, `support ${support.id}`].sort());
    expect(await found("reached=closed")).toEqual([`support ${support.id}`]);
    // The export follows the same filters.
    expect((await exportInbox(db, { reached: "closed" })).map((row) => row.id)).toEqual([support.id]);
  });
});
