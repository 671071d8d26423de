import { csvCell } from "~/content/inbox/csv";
import { actionLabel, targetLabel } from "./actions";
import { describeChanges, parseChanges } from "./changes";
import type { AuditEntry } from "./repository.server";

const HEADER = ["Time", "User", "User ID", "Action", "Target", "Target ID", "Changes", "IP address", "User agent", "Request ID"];

/** The audit log as CSV, written like the inbox's: CRLF, a BOM for Excel, formula-looking cells defused. */
export function auditCsv(rows: readonly AuditEntry[]): string {
  const lines = [HEADER, ...rows.map(csvRow)].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

function csvRow(row: AuditEntry): Array<string | number | null> {
  return [
    row.created_at,
    row.actor_name,
    row.actor_id,
    actionLabel(row.action),
    targetLabel(row.target_type),
    row.target_id,
    describeChanges(parseChanges(row.changes)),
    row.ip_address,
    row.user_agent,
    row.request_id,
  ];
}
