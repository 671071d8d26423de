import type { Route } from "./+types/sitemap";
import { renderSitemap, sitemapEntries } from "~/seo/sitemap.server";
import { siteOrigin } from "~/seo/site-origin";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.services;
  const body = renderSitemap(siteOrigin(request, env.PUBLIC_URL), await sitemapEntries(db));
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
