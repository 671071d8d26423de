import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of every page of a PDF as a reader extracts it (pdf.js, Firefox's viewer), with each run of
 * white space, line ends included, as one space: a wrapped line reads as the sentence it is.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? " " : "") : "")).join(""));
  }
  await pdf.destroy();
  return pages.join(" ").replace(/\s+/g, " ").trim();
}
