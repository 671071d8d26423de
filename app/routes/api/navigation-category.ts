import type { Route } from "./+types/navigation-category";
import { loadCategoryMenu } from "~/content/navigation/load.server";
import { recordIdFrom } from "~/content/shared/record-id";
import { servicesContext } from "~/request-context";

/**
 * Browsers and CDNs keep a category's menu but ask again each time with its ETag, and usually get
 * a bodiless 304: an admin change shows in the menu at once, as it does on the pages.
 */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** GET /api/navigation/categories/:id — the mega-menu's columns under one category, fetched on hover or focus. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = recordIdFrom(params.id);
  const menu = id === null ? null : await loadCategoryMenu(context.get(servicesContext).db, id);
  if (!menu) return Response.json({ error: "Category not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: menu.etag };
  if (request.headers.get("If-None-Match")?.split(/\s*,\s*/).includes(menu.etag)) return new Response(null, { status: 304, headers });
  return new Response(menu.json, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
}
