import { data } from "react-router";
import type { Route } from "./+types/product-enquiry";
import { enquiryFromRequest } from "~/components/catalogue/submit-enquiry.server";

/** The enquiry dialog's background POST: the same outcome as the page action, as JSON. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405 });
  const outcome = await enquiryFromRequest(request, params.id, context);
  if (!outcome) return Response.json({ status: "error", message: "Product not found" }, { status: 404 });
  return Response.json(outcome.result, { status: outcome.status, headers: outcome.headers });
}
