import { readFile } from "node:fs/promises";
import path from "node:path";
import QRCode from "qrcode";
import type { DatasheetContent } from "./content.server";

const INK = "#1f2937";
const MUTED = "#4b5563";
const BRAND = "#17408c";
const RULE = "#cbd5e1";
const SHADE = "#f1f5f9";
const MARGIN = 50;
const FOOTER = 64;
const QR_SIZE = 96;
const IMAGE_HEIGHT = 220;

/**
 * DejaVu Sans, kept in the repository (decision 030): pdfkit's built-in fonts write WinAnsi only,
 * so "°C", "µs" or "Ø" in product data would come out wrong. Read from the app's folder, as the
 * server reads build/client, once per process.
 */
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((file) => readFile(path.resolve("app/datasheet/fonts", file)))).then(
    ([regular, bold]) => ({ regular, bold }),
  ));

/** pdfkit is loaded with the first datasheet, not at start-up. */
const loadPdfKit = () => import("pdfkit").then((module) => module.default);

type Doc = PDFKit.PDFDocument;

/** The product's datasheet as PDF bytes: A4, its contact footer and page numbers on every page. */
export async function renderDatasheet(content: DatasheetContent): Promise<Buffer> {
  const [PDFDocument, { regular, bold }] = await Promise.all([loadPdfKit(), loadFonts()]);
  const title = `${content.name}${content.model ? ` (${content.model})` : ""} datasheet`;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER + 10 },
    bufferPages: true,
    font: regular as unknown as string,
    lang: "en",
    displayTitle: true,
    info: { Title: title, Author: content.company.name, Subject: content.subtitle ?? content.name },
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const done = collect(doc);

  heading(doc, content);
  mainImage(doc, content);
  if (content.description) paragraph(doc, content.description);
  bullets(doc, "Key benefits", content.benefits);
  bullets(doc, "Features", content.features);
  specifications(doc, content.specificationGroups);
  bullets(doc, "Applications", content.applications);
  footers(doc, content.company);
  doc.end();
  return done;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when less than `height` points are left, so a heading never ends a page. */
function keepRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Company line, name, model, lifecycle status, and the page's address as a QR code at the right. */
function heading(doc: Doc, { name, subtitle, model, status, pageUrl, company }: DatasheetContent) {
  const left = MARGIN;
  const width = contentWidth(doc);
  doc.font("bold").fontSize(10).fillColor(BRAND).text(company.name, left, MARGIN - 12, { width: width - 120, lineBreak: false });
  doc.font("regular").fontSize(10).fillColor(MUTED).text("Product datasheet", left, MARGIN - 12, { width, align: "right" });
  doc.moveTo(left, MARGIN + 4).lineTo(left + width, MARGIN + 4).lineWidth(0.75).strokeColor(RULE).stroke();

  const top = MARGIN + 18;
  const qrX = left + width - QR_SIZE;
  drawQrCode(doc, pageUrl, qrX, top, QR_SIZE);
  doc.font("regular").fontSize(7).fillColor(MUTED).text("Scan for the product page", qrX - 10, top + QR_SIZE + 4, { width: QR_SIZE + 20, align: "center" });

  const textWidth = width - QR_SIZE - 24;
  doc.font("bold").fontSize(20).fillColor(INK).text(name, left, top, { width: textWidth });
  if (subtitle) doc.font("regular").fontSize(12).fillColor(MUTED).text(subtitle, { width: textWidth });
  doc.moveDown(0.4);
  if (model) labelled(doc, "Model", model, textWidth);
  labelled(doc, "Lifecycle status", status.label, textWidth);
  if (status.notice) doc.font("regular").fontSize(9.5).fillColor(INK).text(status.notice, { width: textWidth });
  if (status.successor) {
    doc.font("regular").fontSize(9.5).fillColor(INK).text("Successor: ", { width: textWidth, continued: true });
    doc.fillColor(BRAND).text(status.successor.name, { link: status.successor.url, underline: true });
  }
  doc.moveDown(0.3);
  doc.font("regular").fontSize(8.5).fillColor(MUTED).text(pageUrl, { width: textWidth, link: pageUrl });
  doc.x = left;
  doc.y = Math.max(doc.y, top + QR_SIZE + 16) + 12;
}

function labelled(doc: Doc, label: string, value: string, width: number) {
  doc.font("bold").fontSize(11).fillColor(INK).text(`${label}: `, { width, continued: true });
  doc.font("regular").text(value);
}

/** Dark modules as filled squares: a vector code, sharp at any zoom and a few hundred bytes. */
function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fillColor("#000000").fill();
}

function mainImage(doc: Doc, { image }: DatasheetContent) {
  if (!image) return;
  const width = contentWidth(doc);
  const scale = Math.min(width / image.width, IMAGE_HEIGHT / image.height);
  const [w, h] = [image.width * scale, image.height * scale];
  keepRoom(doc, h);
  doc.image(image.bytes, MARGIN + (width - w) / 2, doc.y, { width: w, height: h });
  doc.y += h + 14;
  doc.x = MARGIN;
}

function paragraph(doc: Doc, text: string) {
  doc.font("regular").fontSize(10).fillColor(INK).text(text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.8);
}

function sectionTitle(doc: Doc, title: string) {
  keepRoom(doc, 60);
  doc.font("bold").fontSize(13).fillColor(BRAND).text(title, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

function bullets(doc: Doc, title: string, items: string[]) {
  if (items.length === 0) return;
  sectionTitle(doc, title);
  doc.font("regular").fontSize(10).fillColor(INK).list(items, MARGIN, doc.y, { width: contentWidth(doc), bulletRadius: 2, textIndent: 12, lineGap: 1.5 });
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

/** Every specification group as a two-column table of name and detail; rows move to a new page whole. */
function specifications(doc: Doc, groups: DatasheetContent["specificationGroups"]) {
  const filled = groups.filter((group) => group.rows.length > 0);
  if (filled.length === 0) return;
  sectionTitle(doc, "Specifications");
  for (const group of filled) {
    keepRoom(doc, 50);
    doc.font("bold").fontSize(11).fillColor(INK).text(group.name, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.2);
    doc.font("regular").fontSize(9.5);
    doc.table({
      position: { x: MARGIN, y: doc.y },
      maxWidth: contentWidth(doc),
      columnStyles: [170, "*"],
      defaultStyle: { border: 0.5, borderColor: RULE, padding: 4, textColor: INK },
      data: group.rows.map(([name, detail]) => [{ text: name, font: { src: "bold" }, backgroundColor: SHADE }, detail]),
    });
    doc.x = MARGIN;
    doc.moveDown(0.8);
  }
}

/** The company's contact details and the page number at the foot of every page. */
function footers(doc: Doc, company: DatasheetContent["company"]) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const width = contentWidth(doc);
    const top = doc.page.height - FOOTER;
    // Below the bottom margin: without this pdfkit would start a new page for the footer's text.
    doc.page.margins.bottom = 0;
    doc.moveTo(MARGIN, top).lineTo(MARGIN + width, top).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.font("regular").fontSize(7.5).fillColor(MUTED).text(`Page ${i - start + 1} of ${count}`, MARGIN, top + 6, { width, align: "right" });
    doc.font("bold").fontSize(8).fillColor(INK).text(company.name, MARGIN, top + 6, { width: width - 80 });
    doc.font("regular").fontSize(7.5).fillColor(MUTED).text(company.address.replace(/\s*\n\s*/g, ", "), { width });
    const contact = [company.phone ? `Tel. ${company.phone}` : null, company.email, company.website].filter(Boolean).join("  ·  ");
    doc.text(contact, { width });
  }
}
