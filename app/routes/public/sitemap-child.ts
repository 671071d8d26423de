import { data } from "react-router";
import type { Route } from "./+types/sitemap-child";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { childEntries, renderUrlset } from "~/seo/sitemap.server";
import { siteOrigin } from "~/seo/site-origin";
import { xmlStreamResponse } from "~/seo/xml-stream.server";
import { servicesContext } from "~/request-context";

/** /sitemaps/products-2.xml and the like: one child of the sitemap index, streamed. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  const entries = await childEntries(db, params.name, env.SITEMAP_MAX_URLS);
  if (!entries) throw data("Not found", { status: 404 });
  const origin = siteOrigin(request, env.PUBLIC_URL);
  return xmlStreamResponse(renderUrlset(origin, await getActiveMediaOrigin(db), entries), params.name, { "Cache-Control": "public, max-age=3600" });
}
