import { A4, createPdf, type PdfItem } from "./pdf-document";
import { wrapText } from "./pdf-text";

const MARGIN = 56;
const MUTED = [0.4, 0.45, 0.5] as const;

/** A one-page demo manual: its title, revision, the models it covers and a note that it is demo content. */
export function createManual({ company, title, revision, models }: { company: string; title: string; revision: string; models: string[] }): Buffer {
  const items: PdfItem[] = [
    { kind: "text", x: MARGIN, y: A4.height - 96, size: 22, bold: true, text: title },
    { kind: "text", x: MARGIN, y: A4.height - 124, size: 12, text: revision, colour: MUTED },
    { kind: "text", x: MARGIN, y: A4.height - 170, size: 11, bold: true, text: "Models covered" },
    ...models.map((model, index): PdfItem => ({ kind: "text", x: MARGIN + 12, y: A4.height - 190 - index * 16, size: 11, text: model })),
  ];
  const note = "This manual is demo content created by the Showroom seeder. Replace it in the admin panel (Drivers) with the real document.";
  wrapText(note, 9, A4.width - 2 * MARGIN).forEach((line, index) => items.push({ kind: "text", x: MARGIN, y: 80 - index * 12, size: 9, text: line, colour: MUTED }));
  return createPdf([items], { title: `${title} ${revision}`, author: company, subject: "User manual" });
}
