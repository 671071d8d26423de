import { recordIdFrom } from "~/content/shared/record-id";
import { isSingleLine } from "~/content/shared/fields";

/**
 * The visitor's quote list (issue 16 part 4, decision 034): products with a quantity and a note,
 * kept in the `quote` cookie as "12:3:note.5:1:" (id, quantity, the note URI-encoded with its
 * dots escaped, entries joined by dots). Browser-safe: the /quote page checks posted lines with it,
 * and the server reads and writes the cookie with it.
 */
export const QUOTE_LINE_LIMIT = 20;
export const QUOTE_NOTE_LIMIT = 200;
export const QUOTE_QUANTITY_MAX = 9999;
/** A browser keeps at most about 4096 bytes per cookie, name and attributes included. */
export const QUOTE_COOKIE_LIMIT = 3800;
const THIRTY_DAYS = 60 * 60 * 24 * 30;

export const QUOTE_FULL = `Your quote list holds up to ${QUOTE_LINE_LIMIT} products. Remove one first.`;
export const QUOTE_TOO_LONG = "Your quote list is full. Shorten a note or remove a product first.";
export const QUOTE_QUANTITY = `Enter a whole number from 1 to ${QUOTE_QUANTITY_MAX}`;
export const QUOTE_NOTE = `Note must be at most ${QUOTE_NOTE_LIMIT} characters`;
export const QUOTE_NOTE_LINE = "Note must be one line of text";
export const QUOTE_EMPTY = "Your quote list is empty. Add products to it first.";
export const quoteMissing = (name: string | null) =>
  `${name ? `“${name}”` : "A product in your list"} is no longer available. Remove it from your list, then send again.`;

export type QuoteLine = { id: number; quantity: number; note: string };

const encodeNote = (note: string) => encodeURIComponent(note).replace(/\./g, "%2E");

/** The cookie's value for these lines. */
export function quoteValue(lines: readonly QuoteLine[]): string {
  return lines.map((line) => `${line.id}:${line.quantity}:${encodeNote(line.note)}`).join(".");
}

/** True when the lines fit in the cookie: at most the line limit, and the encoded value within the browser's size. */
export function fitsCookie(lines: readonly QuoteLine[]): boolean {
  return lines.length <= QUOTE_LINE_LIMIT && quoteValue(lines).length <= QUOTE_COOKIE_LIMIT;
}

/** A quantity as posted or stored: a whole number from 1 to 9999, or null. */
export function quantityFrom(value: unknown): number | null {
  if (typeof value !== "string" || !/^\s*\d{1,4}\s*$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= QUOTE_QUANTITY_MAX ? quantity : null;
}

/** What is wrong with a note, or null: one line of text, at most 200 characters once trimmed. */
export function noteError(note: string): string | null {
  if (note.length > QUOTE_NOTE_LIMIT) return QUOTE_NOTE;
  return isSingleLine(note) ? null : QUOTE_NOTE_LINE;
}

/** The lines a Cookie header's `quote` holds, read strictly: well-formed entries only, each product once, at most 20. */
export function readQuoteList(cookieHeader: string | null | undefined): QuoteLine[] {
  const value = cookieHeader?.match(/(?:^|;\s*)quote=([^;]*)/)?.[1] ?? "";
  const lines: QuoteLine[] = [];
  for (const entry of value.split(".")) {
    const parts = /^(\d+):(\d+):([\w%!~*'()-]*)$/.exec(entry);
    if (!parts) continue;
    const id = recordIdFrom(parts[1]);
    const quantity = quantityFrom(parts[2]);
    let note: string;
    try {
      note = decodeURIComponent(parts[3]).trim();
    } catch {
      continue;
    }
    if (id === null || quantity === null || noteError(note) || lines.some((line) => line.id === id)) continue;
    lines.push({ id, quantity, note });
    if (lines.length === QUOTE_LINE_LIMIT) break;
  }
  return lines;
}

/** Set-Cookie for the list; an empty list removes the cookie. Not HttpOnly: the pages' script counts it. */
export function quoteCookie(lines: readonly QuoteLine[], secure: boolean): string {
  const value = lines.length > 0 ? `${quoteValue(lines)}; Max-Age=${THIRTY_DAYS}` : "; Max-Age=0";
  return `quote=${value}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export type QuoteIntent = "add" | "remove" | "clear";

/** The list after a toggle's change; `refused` says why a product could not be added (the list is full). */
export function changeQuoteList(lines: readonly QuoteLine[], intent: QuoteIntent, id: number | null): { lines: QuoteLine[]; refused?: string } {
  if (intent === "clear") return { lines: [] };
  if (id === null || (intent === "add" && lines.some((line) => line.id === id))) return { lines: [...lines] };
  if (intent === "remove") return { lines: lines.filter((line) => line.id !== id) };
  if (lines.length >= QUOTE_LINE_LIMIT) return { lines: [...lines], refused: QUOTE_FULL };
  const added = [...lines, { id, quantity: 1, note: "" }];
  return fitsCookie(added) ? { lines: added } : { lines: [...lines], refused: QUOTE_TOO_LONG };
}

/** One line as the /quote form posts it, with its messages. `name` is what the page showed (posted as `lineName`), for messages only. */
export type PostedLine = { id: number; name: string | null; quantity: string; note: string; errors: { quantity?: string; note?: string; product?: string } };

/**
 * The lines the /quote form posts (`id`, `lineName`, `quantity`, `note` once per line, in order), each
 * checked: a whole quantity from 1 to 9999, a note of one line within 200 characters. Lines of no
 * well-formed id are dropped; the rest come back as entered, so a refused post loses nothing.
 */
export function readPostedLines(form: FormData): PostedLine[] {
  const ids = form.getAll("id");
  const names = form.getAll("lineName");
  const quantities = form.getAll("quantity");
  const notes = form.getAll("note");
  const lines: PostedLine[] = [];
  ids.forEach((raw, i) => {
    const id = recordIdFrom(raw);
    if (id === null || lines.some((line) => line.id === id) || lines.length >= QUOTE_LINE_LIMIT) return;
    const quantity = typeof quantities[i] === "string" ? (quantities[i] as string) : "";
    const note = typeof notes[i] === "string" ? (notes[i] as string).trim() : "";
    const name = typeof names[i] === "string" ? (names[i] as string).slice(0, 200) : null;
    const errors: PostedLine["errors"] = {};
    if (quantityFrom(quantity) === null) errors.quantity = QUOTE_QUANTITY;
    const wrongNote = noteError(note);
    if (wrongNote) errors.note = wrongNote;
    lines.push({ id, name, quantity, note, errors });
  });
  return lines;
}

export const hasLineErrors = (lines: readonly PostedLine[]) => lines.some((line) => Object.keys(line.errors).length > 0);

/** Checked posted lines as the cookie keeps them. */
export const quoteLinesOf = (lines: readonly PostedLine[]): QuoteLine[] =>
  lines.map((line) => ({ id: line.id, quantity: quantityFrom(line.quantity) ?? 1, note: line.note }));
