import type { Route } from "./+types/popups";
import { loadPopupsBody } from "~/content/popup/public-popups.server";
import { servicesContext } from "~/request-context";

/** Kept by browsers and CDNs but asked again each time with its ETag: an admin change shows at once. */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** GET /api/popups — the active timed popups, which every public page fetches once it has loaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = context.get(servicesContext);
  try {
    const popups = await loadPopupsBody(db);
    const headers = { "Cache-Control": CACHE_CONTROL, ETag: popups.etag };
    if (
      request.headers
        .get("If-None-Match")
        ?.split(/\s*,\s*/)
        .includes(popups.etag)
    )
      return new Response(null, { status: 304, headers });
    return new Response(popups.json, {
      headers: {
        ...headers,
        "Content-Type": "application/json; charset=utf-8",
      },
    });
  } catch (error) {
    // No popup is better than an error on the page: the page treats this as "none".
    logger.error({ err: error }, "Popups could not be read");
    return Response.json([], {
      status: 503,
      headers: { "Cache-Control": "no-store" },
    });
  }
}
