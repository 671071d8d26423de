import type { Route } from "./+types/product-enquiry";
import { enquiryFromRequest } from "~/content/enquiry/submit.server";

/** Only POST is meaningful here. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** The enquiry dialog's background POST: the same outcome as the page action, as JSON. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  const outcome = await enquiryFromRequest(request, params.id, context);
  if (!outcome) return Response.json({ status: "error", message: "Product not found" }, { status: 404 });
  return Response.json(outcome.result, { status: outcome.status, headers: outcome.headers });
}
