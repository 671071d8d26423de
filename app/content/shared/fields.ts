import { z } from "zod";
import { MAX_RECORD_ID } from "./record-id";

/** Shared field rules used by several content schemas. */

/**
 * Upper bounds for text staff type, so no post can store a novel in a field: a single line
 * (a feature, a specification name), a paragraph (a specification detail, a section's text),
 * and a long text (a product description).
 */
export const TEXT_LIMITS = { line: 255, paragraph: 2_000, long: 20_000, url: 2_048 } as const;

const atMost = (max: number) => `Must be at most ${max.toLocaleString("en")} characters`;

// Control characters have no place in text people type: a NUL even makes PostgreSQL refuse the row.
// Multi-line text keeps tabs and line breaks; a single-line field (a name, a title) refuses those
// too, so a value can never start a new line of a plain-text e-mail and pose as one of its labels.
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;
const CONTROL_IN_LINE = /[\p{Cc}\u2028\u2029]/u;

export const NO_CONTROL_CHARACTERS = "Must not contain control characters";
export const SINGLE_LINE =
  "Must be a single line, without line breaks or control characters";

export const isSingleLine = (value: string) => !CONTROL_IN_LINE.test(value);
export const hasNoControlCharacters = (value: string) =>
  !CONTROL_IN_TEXT.test(value);

/** A single line of text (trimmed, at most `max` characters): no line breaks, tabs or other control characters. */
export const line = (max: number = TEXT_LIMITS.line) => z.string().trim().max(max, atMost(max)).refine(isSingleLine, SINGLE_LINE);

/** Text that may span lines (trimmed, at most `max` characters): no control characters other than tabs and line breaks. */
export const lines = (max: number = TEXT_LIMITS.long) =>
  z.string().trim().max(max, atMost(max)).refine(hasNoControlCharacters, NO_CONTROL_CHARACTERS);

/** Optional free text, possibly several lines (a description): trimmed, and an empty value is stored as null. */
export const optionalText = lines()
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

/** An optional single line (a model number, a file name): trimmed, empty stored as null. */
export const optionalLine = line()
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

/** Text of at most `max` characters, a single line unless `multiline`; absent or empty becomes "". */
export const textUpTo = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(
      multiline ? hasNoControlCharacters : isSingleLine,
      multiline ? NO_CONTROL_CHARACTERS : SINGLE_LINE,
    )
    .nullish()
    .transform((value) => value ?? "");

/** The spec's rule for features and highlights (admin spec, point 5). */
export const FEATURE_OR_HIGHLIGHT_EMPTY = "A feature or highlight needs non-empty text";

/** A required single line (at most `max` characters) with the given message when empty after trimming. */
export const requiredText = (message: string, max: number = TEXT_LIMITS.line) =>
  z
    .string({ required_error: message })
    .trim()
    .min(1, message)
    .max(max, atMost(max))
    .refine(isSingleLine, SINGLE_LINE);

/** An optional http(s) URL; empty means none. */
export const optionalUrl = (message = "Please enter a valid URL") =>
  line(TEXT_LIMITS.url)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isHttpUrl(value), message);

/**
 * A link target for buttons and popups: an absolute http(s) URL, or a path on this site
 * ("/products?category=2"), which the public pages open in the same tab.
 */
export function isLinkTarget(value: string): boolean {
  return isHttpUrl(value) || /^\/(?![/\\])\S*$/.test(value);
}

/** An optional link target; empty means none. */
export const optionalLink = (message = "Please enter a valid URL") =>
  line(TEXT_LIMITS.url)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isLinkTarget(value), message);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * A media reference as the spec stores it: an absolute URL, a site path (/media/...), or a
 * bare file name resolved against the media origin. Anything else (javascript:, data:) is refused.
 */
export const mediaReference = z
  .string()
  .trim()
  .max(TEXT_LIMITS.url)
  .refine(isSingleLine, "Invalid media reference")
  .refine(
    (value) =>
      isHttpUrl(value) ||
      /^\/[^/\\]/.test(value) ||
      /^[\w][\w.\-/]*$/.test(value),
    "Invalid media reference",
  );

export const optionalMedia = mediaReference
  .optional()
  .nullable()
  .or(z.literal(""))
  .transform((value) => (value ? value : null));

/** Database id from a form value or query string: a positive integer or nothing. */
export const optionalId = z.preprocess(
  (value) =>
    value === "" || value === null || value === undefined ? null : value,
  z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_RECORD_ID, "No such record")
    .nullable(),
);

/** Dates are stored as YYYY-MM-DD text. */
export const isoDate = (message: string) =>
  z
    .string({ required_error: message })
    .trim()
    .min(1, message)
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
      "Please enter a valid date",
    );

/** Boolean from a checkbox, a JSON boolean or a 0/1 column. */
export const checkbox = z.preprocess(
  (value) =>
    value === true ||
    value === "on" ||
    value === "true" ||
    value === 1 ||
    value === "1",
  z.boolean(),
);

/** A required reference to another record, from a select (""), a query string or a number. */
export const requiredId = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce
      .number({ required_error: message, invalid_type_error: message })
      .int(message)
      .positive(message)
      .max(MAX_RECORD_ID, message),
  );
