/** Browser-safe: what the dry run of an import reports (decision 039), as the Import screen shows it. */

/** A problem with one product of a file: the column it is about, its label, and the message (the form's, where the form has one). */
export type RowError = { column: string; label: string; message: string };

export type RowAction = "create" | "update" | "unchanged" | "reject";
export type MatchedBy = "id" | "model number" | "slug";

export type RowOutcome = {
  row: number;
  action: RowAction;
  /** The product updated, or the id a created product keeps from the file. */
  id: number | null;
  name: string | null;
  model_number: string | null;
  path: string | null;
  matchedBy?: MatchedBy;
  /** Labels of the columns an update changes. */
  changes?: string[];
  errors?: RowError[];
  /** The matched product's last change: an edit made after the dry run makes a different plan. */
  seen?: string;
};

export type ImportReport = {
  rows: number;
  totals: Record<RowAction, number>;
  /** Up to REPORT_LIMIT rows of each kind; the totals count every one. */
  listed: Record<RowAction, RowOutcome[]>;
};

/** What Apply import did. */
export type ImportResult = { created: number; updated: number; unchanged: number; rejected: number };
