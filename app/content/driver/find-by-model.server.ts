import type { Db } from "~/db/connection.server";
import { isLive } from "~/content/shared/publishing.server";
import { normaliseQuery, SEARCH_FETCH_LIMIT } from "~/search/query";
import { rankedProductIds } from "~/search/ranked-products.server";
import type { PublicDownload } from "./public-download";
import { downloadIdsByProduct, downloadsById } from "./public-downloads.server";

/** How many products with downloads the support page shows for one search. */
export const MODEL_RESULTS_SHOWN = 10;

export type ModelMatch = { id: number; name: string; slug: string; model_number: string | null; downloads: PublicDownload[] };
export type ModelSearch = { query: string; products: ModelMatch[]; more: boolean };
/** Products found with exactly the same downloads, shown together with their files once. */
export type SharedDownloads = { products: Omit<ModelMatch, "downloads">[]; downloads: PublicDownload[] };

/**
 * "Find downloads by model": the products the site search ranks best for the text (the exact model
 * number first, then names, then fragments; decision 011, at most 50, each tier bounded by an index),
 * then which of them have downloads through `driver_products`' product index, then the files of the
 * ten shown. Products without downloads are left out; discontinued ones stay, since their owners
 * still need their drivers. Only products live now (decision 035): the ranking asks for no others,
 * so hidden ones never take one of the places. `more` says there may be further matches: more
 * products with downloads than shown, or a search the index capped.
 */
export async function findDownloadsByModel(db: Db, text: string): Promise<ModelSearch> {
  const query = normaliseQuery(text);
  if (!query) return { query, products: [], more: false };
  const ids = await rankedProductIds(db, query);
  // Which ranked products have files, with their names and links; then the files of those shown,
  // each read once however many of them share it (variants share their drivers, and reading the
  // files of all fifty ranked products read the same rows over and over).
  const [links, rows] = await Promise.all([
    downloadIdsByProduct(db, ids),
    ids.length === 0 ? [] : db.selectFrom("products").select(["id", "name", "slug", "model_number"]).where("id", "in", ids).where(isLive()).execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const withDownloads = ids.filter((id) => links.has(id) && byId.has(id));
  const shown = withDownloads.slice(0, MODEL_RESULTS_SHOWN);
  const downloads = await downloadsById(db, shown.flatMap((id) => links.get(id) ?? []));
  return {
    query,
    products: shown.flatMap((id) => {
      const product = byId.get(id);
      return product ? [{ ...product, downloads: (links.get(id) ?? []).flatMap((driver) => downloads.get(driver) ?? []) }] : [];
    }),
    more: withDownloads.length > MODEL_RESULTS_SHOWN || ids.length >= SEARCH_FETCH_LIMIT,
  };
}

/**
 * The products found, those with exactly the same downloads (every version) together, in the order
 * of each set's best-ranked product. Variants of one board share their drivers: a search for
 * "panel" found ten panel PCs with the same five files, and listing them under each product
 * repeated them ten times (160 kB of page). A product whose files differ keeps its own set.
 */
export function bySameDownloads(products: readonly ModelMatch[]): SharedDownloads[] {
  const sets = new Map<string, SharedDownloads>();
  for (const { downloads, ...product } of products) {
    const key = downloads
      .map((download) => download.id)
      .sort((a, b) => a - b)
      .join(",");
    const set = sets.get(key);
    if (set) set.products.push(product);
    else sets.set(key, { products: [product], downloads });
  }
  return [...sets.values()];
}
