import pino from "pino";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { parseEnv } from "~/config/env.server";
import { createEnquiryLines, listEnquiryLines } from "~/content/enquiry/lines.server";
import { createEnquiry } from "~/content/enquiry/repository.server";
import { enquiryFromForm } from "~/content/enquiry/schema";
import { inTransaction } from "~/db/transaction.server";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import { createMailer } from "~/mail/mailer.server";
import { createOutbox } from "~/mail/outbox.server";
import { clearRateLimit } from "~/spam/rate-limit.server";
import { quoteMissing } from "./quote-list";
import { submitQuote } from "./submit.server";

const logger = pino({ level: "silent" });
const env = parseEnv({ SALES_EMAIL: "sales@example.test", MAIL_FROM: "website@example.test" });
const contact = {
  name: "Asha Rao",
  companyName: "Rao Automation",
  mobileNumber: "+91 98765 43210",
  email: "asha@rao.example",
  location: "Chennai, India",
  lookingFor: "Quotation",
};

function form(values: Record<string, string>, lines: Array<[number, string, string]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  for (const [id, quantity, note] of lines) {
    data.append("id", String(id));
    data.append("lineName", `Product ${id}`);
    data.append("quantity", quantity);
    data.append("note", note);
  }
  return data;
}

describeEachDatabase("sending a quote list", (getDb) => {
  let made = 0;
  const products = async () => {
    const db = getDb();
    made += 1;
    return [
      await createProduct(db, { name: `Quote Panel PC ${made}`, model_number: `QP-${made}` }),
      await createProduct(db, { name: `Quote Switch ${made}`, model_number: null }),
    ];
  };
  const send = async (data: FormData, ip = "198.51.100.7") => {
    const db = getDb();
    const mailer = createMailer({ smtpUrl: undefined, from: env.MAIL_FROM, logger });
    await clearRateLimit(db, `enquiry:${ip}`);
    return submitQuote({ db, env, logger, mailer, outbox: createOutbox({ db, mailer, logger }) }, { formData: data, clientIp: ip, userAgent: "vitest" });
  };

  it("stores one enquiry with its lines, in order, names and models as text", async () => {
    const db = getDb();
    const [panel, swtch] = await products();
    const outcome = await send(form(contact, [[swtch.id, "5", "spare"], [panel.id, "12", ""]]));
    expect(outcome.status).toBe("sent");
    if (outcome.status !== "sent") return;
    const enquiry = await db.selectFrom("enquiries").selectAll().where("id", "=", outcome.enquiryId).executeTakeFirstOrThrow();
    expect(enquiry).toMatchObject({ name: "Asha Rao", product_id: null, status: "new" });
    const lines = await listEnquiryLines(db, outcome.enquiryId);
    expect(lines.map(({ position, product_id, product_name, model_number, quantity, note }) => ({ position, product_id, product_name, model_number, quantity, note }))).toEqual([
      { position: 0, product_id: swtch.id, product_name: swtch.name, model_number: null, quantity: 5, note: "spare" },
      { position: 1, product_id: panel.id, product_name: panel.name, model_number: panel.model_number, quantity: 12, note: "" },
    ]);
    // A product deleted later keeps the line readable.
    await deleteProduct(db, panel.id);
    const [, kept] = await listEnquiryLines(db, outcome.enquiryId);
    expect(kept).toMatchObject({ product_id: null, product_name: panel.name });
  });

  it("stores nothing when the contact part or a line is refused, and hands both back as entered", async () => {
    const db = getDb();
    const [panel, swtch] = await products();
    const before = await db.selectFrom("enquiries").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    await deleteProduct(db, swtch.id);
    const outcome = await send(form({ ...contact, name: "A" }, [[panel.id, "0", "x".repeat(201)], [swtch.id, "2", "kept"]]));
    expect(outcome.status).toBe("invalid");
    if (outcome.status === "sent") return;
    expect(outcome.result.error?.name).toEqual(["Name must be at least 2 characters"]);
    expect(outcome.result.initialValue).toMatchObject({ companyName: contact.companyName, email: contact.email });
    expect(outcome.lines.map((line) => [line.quantity, line.note, line.errors])).toEqual([
      ["0", "x".repeat(201), { quantity: "Enter a whole number from 1 to 9999", note: "Note must be at most 200 characters" }],
      ["2", "kept", { product: quoteMissing(`Product ${swtch.id}`) }],
    ]);
    const after = await db.selectFrom("enquiries").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("rolls the enquiry back when a line cannot be stored: the two go in one transaction", async () => {
    const db = getDb();
    const before = await db.selectFrom("enquiries").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    // A line naming no product fails its foreign key, as a product deleted between the check and the insert would.
    const store = inTransaction(db, async (trx) => {
      const record = await createEnquiry(trx, { ...enquiryFromForm(contact, { product_id: null, product_name: null }) });
      await createEnquiryLines(trx, record.id, [{ product_id: 2_000_000_000, product_name: "Gone", model_number: null, quantity: 1, note: "" }]);
    });
    await expect(store).rejects.toThrow();
    const after = await db.selectFrom("enquiries").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n), "no enquiry without its lines").toBe(Number(before.n));
  });
});
