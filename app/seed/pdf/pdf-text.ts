/** Text measuring and encoding for the standard Helvetica fonts the demo datasheets use. */

// Advance widths (1/1000 em) of the printable ASCII characters 32-126, from Adobe's Helvetica AFM files.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
  611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
// Characters outside ASCII (°, ², accented letters) are rare here; an average width is close enough.
const OTHER_WIDTH = 556;

/** Width in points of `text` set in Helvetica (or Helvetica-Bold) at `size` points. */
export function textWidth(text: string, size: number, bold = false): number {
  const widths = bold ? BOLD : REGULAR;
  let total = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    total += code >= 32 && code <= 126 ? widths[code - 32] : OTHER_WIDTH;
  }
  return (total * size) / 1000;
}

/** Breaks a paragraph into lines no wider than `width`; a word longer than a line gets a line of its own. */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

// WinAnsiEncoding differs from Latin-1 only in 0x80-0x9F, where it puts typographic punctuation.
const WIN_ANSI_EXTRAS: Record<string, number> = {
  "€": 0x80, "‚": 0x82, "„": 0x84, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "™": 0x99,
};

/** The text as a PDF hex string in WinAnsiEncoding; what the encoding lacks becomes "?". */
export function winAnsiHex(text: string): string {
  let hex = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = WIN_ANSI_EXTRAS[char] ?? ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff) ? code : 63);
    hex += byte.toString(16).padStart(2, "0");
  }
  return `<${hex}>`;
}
