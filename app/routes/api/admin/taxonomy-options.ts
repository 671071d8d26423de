import type { Route } from "./+types/taxonomy-options";
import { requireStaff } from "~/auth/guard.server";
import { findTaxonomyOptions, TAXONOMY_OPTION_KINDS, type TaxonomyOptionKind } from "~/content/product/taxonomy-options.server";
import { LIST_SEARCH_MAX_LENGTH } from "~/content/shared/list-query";
import { recordIdFrom } from "~/content/shared/record-id";
import { servicesContext } from "~/request-context";

/**
 * The options of the product form's and product list's category, subcategory and type
 * comboboxes, loaded as the admin types: `?q=` (part of the name) and `?parent=` (the id above).
 * Cache-Control: no-store comes from the admin middleware (admin-http.server.ts), as on every admin path.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const kind = params.kind as TaxonomyOptionKind;
  if (!TAXONOMY_OPTION_KINDS.includes(kind)) {
    return Response.json({ error: "Unknown list" }, { status: 404 });
  }
  const search = new URL(request.url).searchParams;
  // Control characters become spaces (PostgreSQL refuses a NUL); ids past the column's range name nothing.
  const q = [...(search.get("q") ?? "").replace(/\p{Cc}/gu, " ").trim()].slice(0, LIST_SEARCH_MAX_LENGTH).join("");
  const options = await findTaxonomyOptions(context.get(servicesContext).db, kind, {
    q,
    parent: recordIdFrom(search.get("parent")) ?? undefined,
  });
  return Response.json({ options });
}
