import type { Route } from "./+types/robots";
import { renderRobots } from "~/seo/sitemap.server";
import { siteOrigin } from "~/seo/site-origin";
import { servicesContext } from "~/request-context";

export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(renderRobots(siteOrigin(request, context.get(servicesContext).env.PUBLIC_URL)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
