import { lineText } from "../enquiry/line-text";
import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS, type InboxRow } from "./schema";

const HEADER = ["Kind", "ID", "Received", "Status", "Name", "Company", "Email", "Phone", "Location", "Product", "Subject", "Message", "Lines"];

/** A quote-list enquiry's products in one cell: "3 × Name (MODEL): note; 1 × Other" (decision 034). */
export type CsvLines = ReadonlyMap<number, readonly Parameters<typeof lineText>[0][]>;

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR
 * at the start) gets a leading apostrophe, since visitors write these texts.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The inbox as CSV: a header row, one line per item, CRLF line ends, a BOM so Excel reads UTF-8. */
export function inboxCsv(rows: readonly InboxRow[], enquiryLines: CsvLines = new Map()): string {
  const lines = [HEADER, ...rows.map((row) => csvRow(row, enquiryLines))].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

function csvRow(row: InboxRow, enquiryLines: CsvLines): Array<string | number | null> {
  const quote = row.kind === "enquiry" ? (enquiryLines.get(row.id) ?? []) : [];
  return [
    INBOX_KIND_LABELS[row.kind],
    row.id,
    row.created_at,
    INBOX_STATUS_LABELS[row.status],
    row.name,
    row.company,
    row.email,
    row.phone,
    row.location,
    row.product_name,
    row.subject,
    row.message,
    quote.map(lineText).join("; "),
  ];
}
