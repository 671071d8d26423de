/**
 * What the search box sends, made safe for the index. Browser-safe: the dialog uses the same
 * limits to decide when to ask the server.
 */
export const SEARCH_MAX_LENGTH = 100;
/** Rows fetched per kind (the spec's "fetch limit 50 per source"); the dialog shows 5 of them. */
export const SEARCH_FETCH_LIMIT = 50;
export const SEARCH_SHOWN_PER_GROUP = 5;
export const NEWS_SNIPPET_LENGTH = 100;
/** Trigram indexes cannot answer anything shorter; such queries scan instead. */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * Trims, collapses nothing (spaces are part of a substring), and caps the length. Control
 * characters become spaces: no stored text holds them, and PostgreSQL refuses a NUL in any string.
 */
export function normaliseQuery(raw: string | null | undefined): string {
  const trimmed = (raw ?? "").replace(/\p{Cc}/gu, " ").trim();
  return [...trimmed].slice(0, SEARCH_MAX_LENGTH).join("");
}

export const characterCount = (text: string) => [...text].length;

/** A LIKE/ILIKE pattern matching `text` anywhere, with `\`, `%` and `_` taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** An FTS5 phrase: the text in double quotes, inner quotes doubled, so no character is an operator. */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}
