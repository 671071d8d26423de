import type { Route } from "./+types/download-product-options";
import { requireStaff } from "~/auth/guard.server";
import { findProductOptions } from "~/content/product/product-options.server";
import { LIST_SEARCH_MAX_LENGTH } from "~/content/shared/list-query";
import { servicesContext } from "~/request-context";

/**
 * Products to choose from as the admin types (`?q=`, name or model number): the Drivers screen's
 * product picker. Its own route because the Drivers screen is also open to the Support role, which
 * the product form's picker (content) is not; the lookup is the same.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "drivers");
  const search = new URL(request.url).searchParams;
  const q = [...(search.get("q") ?? "").replace(/\p{Cc}/gu, " ").trim()].slice(0, LIST_SEARCH_MAX_LENGTH).join("");
  return Response.json({ options: await findProductOptions(context.get(servicesContext).db, { q }) });
}
