import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS, type InboxRow } from "./schema";

const HEADER = ["Kind", "ID", "Received", "Status", "Name", "Company", "Email", "Phone", "Location", "Product", "Subject", "Message"];

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
export function inboxCsv(rows: readonly InboxRow[]): string {
  const lines = [HEADER, ...rows.map(csvRow)].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

function csvRow(row: InboxRow): Array<string | number | null> {
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
  ];
}
