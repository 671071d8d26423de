/**
 * Plain-text e-mail layout where what a visitor typed can never pose as one of our lines: labels
 * start at the left margin, a single-line value stays on its label's line (any line break or other
 * control character in it becomes a space), and a multi-line value sits below its label with every
 * line indented. The forms already refuse line breaks in single-line fields; this holds even if a
 * value got past them.
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029\u0085]+/gu;
const INDENT = "    ";

export function oneLine(value: string | null | undefined): string {
  return (value ?? "").replace(LINE_BREAKING, " ").trim();
}

export function field(label: string, value: string | null | undefined): string {
  return `${label}: ${oneLine(value) || "-"}`;
}

export function block(label: string, value: string | null | undefined): string[] {
  const text = (value ?? "").replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n").replace(/[^\P{Cc}\n\t]/gu, " ");
  return [`${label}:`, ...text.split("\n").map((row) => `${INDENT}${row}`.trimEnd())];
}
