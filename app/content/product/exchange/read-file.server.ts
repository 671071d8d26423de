import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { isExchangeColumn, type ExchangeColumn } from "./columns";
import { EXCHANGE_FORMAT } from "./export.server";

/**
 * Reads an uploaded product file (CSV or JSON, as the export writes them) into records, one per
 * product, numbered as a person finds them: CSV by row (the header is row 1), JSON by the product's
 * place in its list. A problem with the whole file (not UTF-8, no header, broken JSON) is an
 * ImportFileError with a message for the person who uploaded it.
 */

export type ImportFormat = "csv" | "json";

export class ImportFileError extends Error {}

/** One product of the file: its row, and its values by column (CSV: cell text; JSON: as written). */
export type FileRecord = { row: number; format: ImportFormat; cells: Partial<Record<ExchangeColumn, unknown>>; unknown: string[]; problem?: string };

/** The file's text; refused unless it is UTF-8 (with or without a BOM). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ImportFileError('The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)".');
  }
}

/** CSV or JSON, by the file's name, else by its first character. */
export function detectFormat(fileName: string, text: string): ImportFormat {
  if (/\.json$/i.test(fileName)) return "json";
  if (/\.csv$/i.test(fileName)) return "csv";
  return /^\s*[[{]/.test(text) ? "json" : "csv";
}

export function fileRecords(text: string, format: ImportFormat): AsyncGenerator<FileRecord> {
  return format === "csv" ? csvRecords(text) : jsonRecords(text);
}

// The text is handed to the parser in slices, so it holds only a slice's records at a time.
const SLICE = 64 * 1024;

async function* csvRecords(text: string): AsyncGenerator<FileRecord> {
  const delimiter = delimiterOf(text);
  const slices = function* () {
    for (let start = 0; start < text.length; start += SLICE) yield text.slice(start, start + SLICE);
  };
  const parser = Readable.from(slices()).pipe(parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, skip_records_with_empty_values: true, info: true }));
  let header: Array<ExchangeColumn | null> | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
      if (!header) {
        header = readHeader(record);
        continue;
      }
      const cells: FileRecord["cells"] = {};
      header.forEach((column, index) => {
        if (column) cells[column] = record[index] ?? "";
      });
      const problem = record.length === header.length ? undefined : `This row has ${record.length} cells; the header row has ${header.length}`;
      yield { row: info.records, format: "csv", cells, unknown: [], problem };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(csvProblem(error));
    throw error;
  }
  if (!header) throw new ImportFileError("The file is empty: it needs a header row naming the columns, then one row per product.");
}

/** The header row: each cell a column of the export (any letter case); unknown or repeated ones refuse the file. */
function readHeader(record: string[]): Array<ExchangeColumn | null> {
  const header = record.map((cell) => cell.trim().toLowerCase());
  const unknown = header.filter((name) => name !== "" && !isExchangeColumn(name));
  if (unknown.length > 0) {
    throw new ImportFileError(`Unknown column${unknown.length > 1 ? "s" : ""} in the header row: ${unknown.map((name) => `"${name}"`).join(", ")}. The columns are those of an export (README, Admin: Import and export).`);
  }
  const repeated = header.filter((name, index) => name !== "" && header.indexOf(name) !== index);
  if (repeated.length > 0) throw new ImportFileError(`The header row names ${repeated.map((name) => `"${name}"`).join(", ")} more than once.`);
  if (!header.some((name) => ["id", "model_number", "slug", "name"].includes(name))) {
    throw new ImportFileError("The header row needs a column that says which product a row is: id, model_number, slug or name.");
  }
  return header.map((name) => (isExchangeColumn(name) ? name : null));
}

/** Comma, or the semicolon or tab some spreadsheets write, whichever the header row has most of. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n/) === -1 ? undefined : text.search(/\r|\n/));
  const count = (character: string) => firstLine.split(character).length - 1;
  const candidates = [",", ";", "\t"].sort((a, b) => count(b) - count(a));
  return count(candidates[0]) > 0 ? candidates[0] : ",";
}

function csvProblem(error: CsvError): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const at = line ? ` (line ${line} of the file)` : "";
  if (error.code === "CSV_QUOTE_NOT_CLOSED") return `The CSV file could not be read: a quoted cell is never closed${at}.`;
  if (error.code === "CSV_INVALID_CLOSING_QUOTE" || error.code === "INVALID_OPENING_QUOTE") return `The CSV file could not be read: a quote character inside a cell that is not quoted${at}. Quote the cell and double the quote.`;
  return `The CSV file could not be read${at}: ${error.message}`;
}

async function* jsonRecords(text: string): AsyncGenerator<FileRecord> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new ImportFileError(`The JSON file could not be read: ${(error as Error).message}.`);
  }
  const products = productList(parsed);
  for (const [index, product] of products.entries()) {
    const row = index + 1;
    if (!product || typeof product !== "object" || Array.isArray(product)) {
      yield { row, format: "json", cells: {}, unknown: [], problem: "Each product must be an object of field names and values" };
      continue;
    }
    const cells: FileRecord["cells"] = {};
    const unknown: string[] = [];
    for (const [key, value] of Object.entries(product)) {
      if (isExchangeColumn(key)) cells[key] = value;
      else unknown.push(key);
    }
    yield { row, format: "json", cells, unknown };
  }
}

/** The products of a JSON file: an export's object, or a bare list of products. */
function productList(parsed: unknown): unknown[] {
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === "object") {
    const file = parsed as { format?: unknown; version?: unknown; products?: unknown };
    if (file.format !== undefined && file.format !== EXCHANGE_FORMAT.format) throw new ImportFileError(`This JSON file is not a product export (its format is "${String(file.format)}").`);
    if (typeof file.version === "number" && file.version > EXCHANGE_FORMAT.version) throw new ImportFileError(`This file was written by a newer version of Showroom (format version ${file.version}).`);
    if (Array.isArray(file.products)) return file.products;
  }
  throw new ImportFileError('The JSON file must hold a list of products, or an export\'s object with its "products" list.');
}
