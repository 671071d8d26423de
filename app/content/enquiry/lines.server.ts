import type { Selectable } from "kysely";
import type { Db } from "~/db/connection.server";
import type { EnquiryLineTable } from "~/db/schema";
export { lineText } from "./line-text";

/** A stored line of a quote-list enquiry (decision 034). */
export type EnquiryLine = Selectable<EnquiryLineTable>;
export type NewEnquiryLine = { product_id: number; product_name: string; model_number: string | null; quantity: number; note: string };

/** Stores an enquiry's lines in the order given; call inside the enquiry's own transaction. */
export async function createEnquiryLines(db: Db, enquiryId: number, lines: readonly NewEnquiryLine[]): Promise<EnquiryLine[]> {
  if (lines.length === 0) return [];
  return db
    .insertInto("enquiry_lines")
    .values(lines.map((line, position) => ({ enquiry_id: enquiryId, position, ...line })))
    .returningAll()
    .execute();
}

/** An enquiry's lines, in order; none for a product enquiry. */
export async function listEnquiryLines(db: Db, enquiryId: number): Promise<EnquiryLine[]> {
  return db.selectFrom("enquiry_lines").selectAll().where("enquiry_id", "=", enquiryId).orderBy("position").execute();
}

/** The lines of several enquiries (the CSV export), by enquiry id. */
export async function linesOfEnquiries(db: Db, enquiryIds: readonly number[]): Promise<Map<number, EnquiryLine[]>> {
  const byEnquiry = new Map<number, EnquiryLine[]>();
  // In chunks, well under either database's limit of bound parameters.
  for (let start = 0; start < enquiryIds.length; start += 500) {
    const chunk = enquiryIds.slice(start, start + 500);
    const rows = await db.selectFrom("enquiry_lines").selectAll().where("enquiry_id", "in", chunk).orderBy("enquiry_id").orderBy("position").execute();
    for (const row of rows) byEnquiry.set(row.enquiry_id, [...(byEnquiry.get(row.enquiry_id) ?? []), row]);
  }
  return byEnquiry;
}
