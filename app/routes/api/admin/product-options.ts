import type { Route } from "./+types/product-options";
import { requireStaff } from "~/auth/guard.server";
import { findProductOptions } from "~/content/product/product-options.server";
import { LIST_SEARCH_MAX_LENGTH } from "~/content/shared/list-query";
import { recordIdFrom } from "~/content/shared/record-id";
import { servicesContext } from "~/request-context";

/**
 * Products to choose from as the admin types (`?q=`, name or model number): the product form's
 * successor. `?except=` leaves one product out (the product being edited).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const search = new URL(request.url).searchParams;
  const q = [...(search.get("q") ?? "").replace(/\p{Cc}/gu, " ").trim()].slice(0, LIST_SEARCH_MAX_LENGTH).join("");
  const options = await findProductOptions(context.get(servicesContext).db, { q, except: recordIdFrom(search.get("except")) ?? undefined });
  return Response.json({ options });
}
