import { productAttributeRows, withKeyAttributes } from "~/content/attribute/values.server";
import { getProduct } from "~/content/product/repository.server";
import { readContentVersion } from "~/content/shared/content-version.server";
import { getSiteSettings } from "~/content/site-settings/repository.server";
import type { Db } from "~/db/connection.server";
import { contentDisposition } from "~/media/content-disposition";
import type { AppServices } from "~/services/services.server";
import { createDatasheetCache, type Datasheet } from "./cache.server";
import { datasheetContent } from "./content.server";
import { datasheetImage } from "./image.server";
import { renderDatasheet } from "./render.server";

export type DatasheetServices = Pick<AppServices, "db" | "storage">;

/** A few dozen products' datasheets, at most 32 MB, per database: each is made again in well under a second. */
const caches = new WeakMap<Db, ReturnType<typeof createDatasheetCache>>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createDatasheetCache({ maxEntries: 64, maxBytes: 32 * 1024 * 1024 })));
  return cache;
};

/**
 * Kept until any content changes: browsers and proxies ask again each time (must-revalidate) and get
 * 304 while the content version is the one the ETag names, so the PDF is sent again only after a change.
 */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * The product's datasheet as the response to send, or null for an unknown product. The content
 * version is read first: a write landing while the PDF is made leaves it under the older version,
 * so the next request makes it again.
 */
export async function datasheetResponse(services: DatasheetServices, request: Request, productId: number, origin: string): Promise<Response | null> {
  const version = await readContentVersion(services.db);
  const etag = `W/"datasheet-${productId}-${version}"`;
  const headers = { ETag: etag, "Cache-Control": CACHE_CONTROL };
  if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  const sheet = await cacheOf(services.db).get(`${origin} ${productId}`, version, () => makeDatasheet(services, productId, origin));
  if (!sheet) return null;
  return new Response(new Uint8Array(sheet.pdf), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Length": String(sheet.pdf.length),
      // A download, as the link says; the catalogue the staff uploaded is the one that opens in a tab.
      "Content-Disposition": contentDisposition("attachment", sheet.fileName),
    },
  });
}

async function makeDatasheet({ db, storage }: DatasheetServices, productId: number, origin: string): Promise<Datasheet | null> {
  const product = await getProduct(db, productId, { live: true });
  if (!product) return null;
  const [settings, image, attributes] = await Promise.all([getSiteSettings(db), datasheetImage(storage, product.main_image), productAttributeRows(db, product)]);
  const specifications = withKeyAttributes(product.specification_groups, attributes);
  const pdf = await renderDatasheet(datasheetContent({ ...product, specification_groups: specifications }, settings, image, origin));
  return { pdf, fileName: `${product.model_number || product.name} datasheet.pdf` };
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === bare);
}
