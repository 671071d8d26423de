import { winAnsiHex } from "./pdf-text";

export type Rgb = readonly [number, number, number];

/** What a page draws, in points from the bottom-left corner of an A4 page. */
export type PdfItem =
  | { kind: "text"; x: number; y: number; size: number; text: string; bold?: boolean; colour?: Rgb }
  | { kind: "rect"; x: number; y: number; width: number; height: number; colour: Rgb }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; colour: Rgb };

export const A4 = { width: 595, height: 842 } as const;

const number = (value: number) => String(Math.round(value * 100) / 100);
const rgb = (colour: Rgb) => colour.map(number).join(" ");

function draw(item: PdfItem): string {
  switch (item.kind) {
    case "text": {
      const font = item.bold ? "/F2" : "/F1";
      return `BT ${font} ${number(item.size)} Tf ${rgb(item.colour ?? [0, 0, 0])} rg ${number(item.x)} ${number(item.y)} Td ${winAnsiHex(item.text)} Tj ET`;
    }
    case "rect":
      return `${rgb(item.colour)} rg ${number(item.x)} ${number(item.y)} ${number(item.width)} ${number(item.height)} re f`;
    case "line":
      return `${rgb(item.colour)} RG 0.75 w ${number(item.x1)} ${number(item.y1)} m ${number(item.x2)} ${number(item.y2)} l S`;
  }
}

/** A PDF text string in UTF-16BE (with its byte-order mark), for the document information. */
function infoString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0");
  return `<${hex}>`;
}

/**
 * A minimal PDF 1.4 writer: A4 pages of text, filled rectangles and lines in the standard Helvetica
 * fonts (nothing embedded), uncompressed, with a classic cross-reference table. A fixed creation date
 * keeps the files, and so their checksums, the same on every run.
 */
export function createPdf(pages: ReadonlyArray<readonly PdfItem[]>, info: { title: string; author: string; subject: string }): Buffer {
  const fontsAndInfo = 5;
  const pageId = (index: number) => fontsAndInfo + 1 + index * 2;
  const bodies: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${infoString(info.title)} /Author ${infoString(info.author)} /Subject ${infoString(info.subject)} ` +
      "/Producer (Showroom demo seeder) /CreationDate (D:20261101000000Z) >>",
  ];
  for (const [index, items] of pages.entries()) {
    const content = items.map(draw).join("\n");
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(index) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    );
  }

  // A binary comment line after the header tells transfer tools the file is binary.
  let pdf = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  for (const [index, body] of bodies.entries()) {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
