import type { Route } from "./+types/robots";
import { renderRobots } from "~/seo/sitemap.server";
import { siteOrigin } from "~/seo/site-origin";

export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(renderRobots(siteOrigin(request, context.services.env.PUBLIC_URL)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
