import type { Route } from "./+types/sitemap";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { allEntries, renderSitemapIndex, renderUrlset, siteLastChanged, sitemapChildren } from "~/seo/sitemap.server";
import { siteOrigin } from "~/seo/site-origin";
import { xmlStreamResponse } from "~/seo/xml-stream.server";
import { servicesContext } from "~/request-context";

const CACHE = { "Cache-Control": "public, max-age=3600" };

/** /sitemap.xml: every public page in one file, or, past SITEMAP_MAX_URLS, the index of child sitemaps. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  const origin = siteOrigin(request, env.PUBLIC_URL);
  const children = await sitemapChildren(db, env.SITEMAP_MAX_URLS);
  if (children) {
    const body = renderSitemapIndex(origin, children, await siteLastChanged(db));
    return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", ...CACHE } });
  }
  return xmlStreamResponse(renderUrlset(origin, await getActiveMediaOrigin(db), allEntries(db)), "sitemap.xml", CACHE);
}
