/**
 * Reads back what the tests need from a PDF written by app/seed/pdf: it checks the structure a
 * reader relies on (header, cross-reference offsets, stream lengths, trailer, end marker) and
 * returns the version, the page count and the text drawn on each page.
 */
export function inspectPdf(bytes: Buffer): { version: string; pages: string[][]; title: string } {
  const pdf = bytes.toString("latin1");
  const version = /^%PDF-(\d\.\d)\n/.exec(pdf)?.[1];
  if (!version) throw new Error("no %PDF header");
  if (!/%%EOF\s*$/.test(pdf)) throw new Error("no %%EOF at the end");
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf)?.[1]);
  if (pdf.slice(startxref, startxref + 4) !== "xref") throw new Error("startxref does not point at the xref table");
  const table = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)trailer\n<<(.*?)>>/s.exec(pdf.slice(startxref));
  if (!table) throw new Error("unreadable xref table or trailer");
  const size = Number(table[1]);
  if (!table[3].includes(`/Size ${size}`)) throw new Error("trailer /Size differs from the xref table");
  const entries = table[2].trim().split("\n").slice(1);
  if (entries.length !== size - 1) throw new Error("xref entry count differs from its header");

  const objects = new Map<number, string>();
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    const id = index + 1;
    const header = `${id} 0 obj\n`;
    if (pdf.slice(offset, offset + header.length) !== header) throw new Error(`xref offset of object ${id} is wrong`);
    const end = pdf.indexOf("\nendobj", offset);
    objects.set(id, pdf.slice(offset + header.length, end));
  });

  const streamOf = (id: number) => {
    const body = objects.get(id) ?? "";
    const length = Number(/\/Length (\d+)/.exec(body)?.[1]);
    const start = body.indexOf("stream\n") + "stream\n".length;
    if (body.slice(start + length, start + length + 10) !== "\nendstream") throw new Error(`stream ${id} has a wrong /Length`);
    return body.slice(start, start + length);
  };
  const root = Number(/\/Root (\d+) 0 R/.exec(table[3])?.[1]);
  const pagesId = Number(/\/Pages (\d+) 0 R/.exec(objects.get(root) ?? "")?.[1]);
  const kids = /\/Kids \[([^\]]*)\]/.exec(objects.get(pagesId) ?? "")?.[1] ?? "";
  const pages = [...kids.matchAll(/(\d+) 0 R/g)].map(([, id]) => {
    const contents = Number(/\/Contents (\d+) 0 R/.exec(objects.get(Number(id)) ?? "")?.[1]);
    return [...streamOf(contents).matchAll(/<([0-9a-f]*)> Tj/g)].map(([, hex]) => Buffer.from(hex, "hex").toString("latin1"));
  });
  const info = Number(/\/Info (\d+) 0 R/.exec(table[3])?.[1]);
  const titleHex = /\/Title <FEFF([0-9a-f]*)>/i.exec(objects.get(info) ?? "")?.[1] ?? "";
  const title = Buffer.from(titleHex, "hex").swap16().toString("utf16le");
  return { version, pages, title };
}
