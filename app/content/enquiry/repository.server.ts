import type { Db } from "~/db/connection.server";
import { listInboxRows, setInboxMailStatus, setInboxStatus } from "../inbox/records.server";
import { now } from "../shared/content-version.server";
import { countRows } from "../shared/count.server";
import { submissionColumns } from "../shared/visitor-submission";
import { type Enquiry, type EnquiryInput, type InboxStatus, type MailStatus, enquiryInput } from "./schema";

// Enquiries are visitor messages, not site content: writing one leaves the content version alone.
const columns = [
  "id",
  "product_id",
  "product_name",
  "name",
  "company_name",
  "mobile_number",
  "email",
  "location",
  "looking_for",
  ...submissionColumns,
] as const;

/** Stores a visitor's enquiry as new. A product deleted meanwhile keeps its name but loses the link. */
export async function createEnquiry(db: Db, input: EnquiryInput): Promise<Enquiry> {
  const values = enquiryInput.parse(input);
  const timestamp = now();
  const insert = (product_id: number | null) =>
    db
      .insertInto("enquiries")
      .values({ ...values, product_id, status: "new", mail_status: "not_configured", created_at: timestamp, updated_at: timestamp })
      .returning(columns)
      .executeTakeFirstOrThrow();
  if (values.product_id === null) return insert(null);
  const product = await db.selectFrom("products").select("id").where("id", "=", values.product_id).executeTakeFirst();
  // The product may also vanish between the check and the insert; the message still must not be lost.
  return product ? insert(product.id).catch(() => insert(null)) : insert(null);
}

export async function getEnquiry(db: Db, id: number): Promise<Enquiry | undefined> {
  return db.selectFrom("enquiries").select(columns).where("id", "=", id).executeTakeFirst();
}

/** Newest first, optionally one status. */
export const listEnquiries = (db: Db, options: { status?: InboxStatus; limit?: number } = {}) => listInboxRows<Enquiry>(db, "enquiries", columns, options);

export const setEnquiryStatus = (db: Db, id: number, status: InboxStatus) => setInboxStatus<Enquiry>(db, "enquiries", id, status, columns);

/** Records whether the notification e-mail went out; the enquiry itself is already stored. */
export const setEnquiryMailStatus = (db: Db, id: number, mailStatus: MailStatus) => setInboxMailStatus(db, "enquiries", id, mailStatus);

export const countNewEnquiries = (db: Db) => countRows(db, "enquiries", { column: "status", value: "new" });
