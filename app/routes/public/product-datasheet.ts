import { data } from "react-router";
import type { Route } from "./+types/product-datasheet";
import { datasheetResponse } from "~/datasheet/datasheet.server";
import { recordIdFrom } from "~/content/shared/record-id";
import { siteOrigin } from "~/seo/site-origin";
import { servicesContext } from "~/request-context";

/** /product/{id}/datasheet.pdf: the product's datasheet, made from its own data (decision 030). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, storage, env } = context.get(servicesContext);
  const id = recordIdFrom(params.id);
  const response = id ? await datasheetResponse({ db, storage }, request, id, siteOrigin(request, env.PUBLIC_URL)) : null;
  if (!response) throw data("Product not found", { status: 404 });
  return response;
}
