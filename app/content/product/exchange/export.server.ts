import { stringify } from "csv-stringify/sync";
import type { Db } from "~/db/connection.server";
import { listFilters, type ProductListQuery } from "../admin-list.server";
import { productMatchesFromIndex } from "../admin-search.server";
import { escapeFormula } from "./cells";
import { type CatalogueStructure, portableFromStored, readAttributeTexts, readCatalogueStructure, STORED_COLUMNS, type StoredProductRow } from "./catalogue.server";
import { csvCells, EXCHANGE_COLUMNS, type PortableProduct } from "./columns";

/** What a JSON export says it is; the import checks it. */
export const EXCHANGE_FORMAT = { format: "showroom-products", version: 1 } as const;

export type ExportFormat = "csv" | "json";

/** Products read per query: the export holds one batch at a time, whatever the catalogue's size. */
export const EXPORT_BATCH = 500;

/**
 * The products the admin list shows for `query` (search, category, subcategory, type, status,
 * publishing; not its page or order), in id order, a batch at a time: each batch continues after the
 * last id of the one before (keyset), so a deep batch costs what the first does.
 */
export async function* exportBatches(db: Db, query: ProductListQuery, structure: CatalogueStructure, batchSize = EXPORT_BATCH): AsyncGenerator<PortableProduct[]> {
  const narrow = listFilters(query);
  let after = 0;
  for (;;) {
    let select = narrow(db.selectFrom("products").select(STORED_COLUMNS).where("products.id", ">", after));
    if (query.q) select = select.where(productMatchesFromIndex(db, query.q));
    const rows = (await select.orderBy("products.id").limit(batchSize).execute()) as unknown as StoredProductRow[];
    if (rows.length === 0) return;
    const texts = await readAttributeTexts(
      db,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => portableFromStored(structure, row, texts.get(row.id)));
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * The export as a stream of bytes: read a batch only when the client has taken the one before, so
 * memory stays flat at any catalogue size. CSV: a BOM so Excel reads UTF-8, CRLF line ends, a header
 * row of column names, and formula-looking cells prefixed with an apostrophe (OWASP). JSON: one object
 * with the format's name and version, the time, and the products in a list, one per line.
 */
export function exportStream(db: Db, query: ProductListQuery, format: ExportFormat, batchSize = EXPORT_BATCH): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let batches: AsyncGenerator<PortableProduct[]> | undefined;
  let first = true;
  const jsonLine = (product: PortableProduct) => {
    const line = `${first ? "" : ","}\n${JSON.stringify(product)}`;
    first = false;
    return line;
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!batches) {
        batches = exportBatches(db, query, await readCatalogueStructure(db), batchSize);
        controller.enqueue(encoder.encode(format === "csv" ? `\uFEFF${csvText([[...EXCHANGE_COLUMNS]])}` : `${JSON.stringify({ ...EXCHANGE_FORMAT, exported_at: new Date().toISOString() }).slice(0, -1)},"products":[`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        if (format === "json") controller.enqueue(encoder.encode("\n]}\n"));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(format === "csv" ? csvText(next.value.map(csvCells)) : next.value.map(jsonLine).join("")));
    },
    async cancel() {
      await batches?.return(undefined);
    },
  });
}

/** Rows of cells as CSV (RFC 4180 quoting by csv-stringify), each cell defused against formulas. */
function csvText(rows: string[][]): string {
  return stringify(
    rows.map((cells) => cells.map(escapeFormula)),
    // A cell holding a line break is quoted too (csv-stringify leaves that off once a record delimiter is given).
    { record_delimiter: "\r\n", quote_record_delimiter: true },
  );
}

export const exportFileName = (format: ExportFormat, day = new Date().toISOString().slice(0, 10)) => `products-${day}.${format}`;
