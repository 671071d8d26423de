/**
 * Bidirectional formatting characters (LRM, RLM, ALM, the embeddings and overrides U+202A-E, the
 * isolates U+2066-9). In a file name they reorder what is shown: "invoice\u202Efdp.exe" reads as
 * "invoiceexe.pdf". File names never need them, so they are removed.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}
