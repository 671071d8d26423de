import type { Route } from "./+types/search";
import { searchContent } from "~/search/repository.server";
import { servicesContext } from "~/request-context";

/** GET /api/search?q=... — the search dialog's one endpoint, asked as the visitor types. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q");
  const results = await searchContent(context.get(servicesContext).db, query);
  // Results must follow admin edits at once, so nothing is cached.
  return Response.json(results, { headers: { "Cache-Control": "no-store" } });
}
