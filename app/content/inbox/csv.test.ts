import { describe, expect, it } from "vitest";
import { csvCell, inboxCsv } from "./csv";
import type { InboxRow } from "./schema";

const row: InboxRow = {
  kind: "support",
  id: 7,
  name: "Arun Kumar",
  company: null,
  email: "arun@kumar.example",
  phone: "+91 44 4000 1234",
  location: null,
  product_id: null,
  product_name: "USB-RS485",
  subject: 'Driver "RealCOM", v3',
  message: "Line one\nline two",
  status: "in_progress",
  mail_status: "sent",
  created_at: "2026-11-20T10:02:00.000Z",
};

describe("inbox CSV", () => {
  it("quotes commas, quotes and line breaks, and writes labels instead of codes", () => {
    const csv = inboxCsv([row]);
    expect(csv.startsWith("\uFEFFKind,ID,Received,Status,Name,Company,Email,Phone,Location,Product,Subject,Message,Lines\r\n")).toBe(true);
    expect(csv.slice(1).split("\r\n")[1]).toBe(
      `Support request,7,2026-11-20T10:02:00.000Z,In progress,Arun Kumar,,arun@kumar.example,'+91 44 4000 1234,,USB-RS485,"Driver ""RealCOM"", v3","Line one\nline two",`,
    );
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("writes a quote-list enquiry's products in the Lines column, in order", () => {
    const enquiry: InboxRow = { ...row, kind: "enquiry", id: 9, product_name: null, subject: "Quotation", message: null };
    const lines = new Map([
      [
        9,
        [
          { quantity: 3, product_name: "Panel PC 15", model_number: "PPC-15", note: "with rails" },
          { quantity: 1, product_name: "Switch, 8 port", model_number: null, note: "" },
        ],
      ],
    ]);
    const cells = inboxCsv([enquiry, row], lines).slice(1).split("\r\n");
    expect(cells[1].endsWith(`,"3 × Panel PC 15 (PPC-15): with rails; 1 × Switch, 8 port"`)).toBe(true);
    expect(cells[2].endsWith(`"Line one\nline two",`)).toBe(true);
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });

  it("writes only the header for an empty inbox", () => {
    expect(inboxCsv([])).toBe("\uFEFFKind,ID,Received,Status,Name,Company,Email,Phone,Location,Product,Subject,Message,Lines\r\n");
  });
});
