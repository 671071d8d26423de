import { attributeEntries, type AttributeLines, CellError, readAttributes, readBenefits, readLines, readSpecifications, readYesNo, unescapeFormula } from "./cells";
import { COLUMN_KINDS, COLUMN_LABELS, type ExchangeColumn } from "./columns";
import type { RowError } from "./report";


/** What a file says of one product: the columns it has (a column it lacks keeps the product's value) and their values, read. */
export type DecodedRow = {
  row: number;
  values: Partial<Record<ExchangeColumn, unknown>> & { attributes?: AttributeLines };
  errors: RowError[];
};

const MAX_ID = 2_147_483_647;

/**
 * Reads one record's cells by the kind of their column. CSV cells are text: the formula escape comes
 * off, lists are read from their line or JSON form. JSON values are taken as written, and lists may
 * also be written as the CSV cell text. Values are not checked here beyond their shape; the product's
 * schema checks them as the form does.
 */
export function decodeRecord(record: { row: number; format: "csv" | "json"; cells: Partial<Record<ExchangeColumn, unknown>>; unknown: string[]; problem?: string }): DecodedRow {
  const errors: RowError[] = [];
  const values: DecodedRow["values"] = {};
  if (record.problem) errors.push({ column: "", label: "Row", message: record.problem });
  for (const key of record.unknown) errors.push({ column: key, label: key, message: "Unknown field: the fields are the columns of an export" });
  for (const [column, raw] of Object.entries(record.cells) as Array<[ExchangeColumn, unknown]>) {
    const label = COLUMN_LABELS[column];
    const cell = typeof raw === "string" && record.format === "csv" ? unescapeFormula(raw) : raw;
    try {
      (values as Record<string, unknown>)[column] = decodeCell(column, cell, label);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      errors.push({ column, label, message: error.message });
    }
  }
  return { row: record.row, values, errors };
}

function decodeCell(column: ExchangeColumn, value: unknown, label: string): unknown {
  const text = typeof value === "string" ? value : null;
  switch (COLUMN_KINDS[column]) {
    case "id": {
      if (value === null || value === undefined || (text !== null && text.trim() === "")) return null;
      const id = typeof value === "number" ? value : text !== null && /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new CellError(`${label} must be a product ID, a whole number`);
      return id;
    }
    case "yesno": {
      const yes = readYesNo(value);
      if (yes === null) throw new CellError(`${label} must be yes or no`);
      return yes;
    }
    case "lines":
      return text !== null ? readLines(text, label) : (value ?? []);
    case "benefits":
      return text !== null ? readBenefits(text, label) : (value ?? []);
    case "specifications":
      return text !== null ? readSpecifications(text, label) : (value ?? []);
    case "attributes":
      return text !== null ? readAttributes(text, label) : attributeEntries(value, label);
    default:
      if (value === null || value === undefined) return null;
      if (typeof value === "number") return String(value);
      return value;
  }
}
