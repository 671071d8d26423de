import type { Db } from "~/db/connection.server";
import { isLive } from "~/content/shared/publishing.server";
import { normaliseQuery, SEARCH_FETCH_LIMIT } from "~/search/query";
import { rankedProductIds } from "~/search/ranked-products.server";
import type { PublicDownload } from "./public-download";
import { downloadsByProduct } from "./public-downloads.server";

/** How many products with downloads the support page shows for one search. */
export const MODEL_RESULTS_SHOWN = 10;

export type ModelMatch = { id: number; name: string; slug: string; model_number: string | null; downloads: PublicDownload[] };
export type ModelSearch = { query: string; products: ModelMatch[]; more: boolean };

/**
 * "Find downloads by model": the products the site search ranks best for the text (the exact model
 * number first, then names, then fragments; decision 011, at most 50, each tier bounded by an index),
 * then their downloads through `driver_products`' product index. Products without downloads are
 * left out; discontinued ones stay, since their owners still need their drivers. Only products live
 * now (decision 035): the ranking asks for no others, so hidden ones never take one of the places. `more` says there
 * may be further matches: more products with downloads than shown, or a search the index capped.
 */
export async function findDownloadsByModel(db: Db, text: string): Promise<ModelSearch> {
  const query = normaliseQuery(text);
  if (!query) return { query, products: [], more: false };
  const ids = await rankedProductIds(db, query);
  // The names and links of every ranked product are read alongside their downloads (one round trip
  // fewer on PostgreSQL than reading those of the products shown once the downloads are known).
  const [downloads, rows] = await Promise.all([
    downloadsByProduct(db, ids),
    ids.length === 0 ? [] : db.selectFrom("products").select(["id", "name", "slug", "model_number"]).where("id", "in", ids).where(isLive()).execute(),
  ]);
  const withDownloads = ids.filter((id) => downloads.has(id));
  const shown = withDownloads.slice(0, MODEL_RESULTS_SHOWN);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    query,
    products: shown.flatMap((id) => {
      const product = byId.get(id);
      return product ? [{ ...product, downloads: downloads.get(id) ?? [] }] : [];
    }),
    more: withDownloads.length > MODEL_RESULTS_SHOWN || ids.length >= SEARCH_FETCH_LIMIT,
  };
}
