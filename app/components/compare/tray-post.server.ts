import { data } from "react-router";
import { isCrossOriginRequest } from "~/auth/same-origin";
import { SCRIPTED_FIELD } from "~/components/forms/form-payload";
import { isComparable } from "~/content/product/comparison.server";
import { recordIdFrom } from "~/content/shared/record-id";
import { type RequestContext, servicesContext } from "~/request-context";
import type { TrayIntent } from "./tray-cookie";

const INTENTS: TrayIntent[] = ["add", "remove", "clear"];

/** A tray's endpoint (Compare, the quote list) answers POST only. */
export function postOnly() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * What a toggle posts to a visitor's tray, checked: refused from other sites; add, remove or clear,
 * with the product's id unless clearing. Also says whether the product to add is gone, whether the
 * cookie must be Secure, and whether a page's script asked (it gets data back, not a redirect).
 */
export async function readTrayPost(request: Request, context: RequestContext) {
  const { db, env } = context.get(servicesContext);
  if (isCrossOriginRequest(request, env.PUBLIC_URL)) throw data("Cross-origin request refused", { status: 403 });
  const form = await request.formData();
  const intent = INTENTS.find((known) => known === form.get("intent"));
  const id = recordIdFrom(form.get("id"));
  if (!intent || (intent !== "clear" && id === null)) throw data("Choose a product to add or remove.", { status: 400 });
  return {
    env,
    form,
    intent,
    id,
    missing: intent === "add" && !(await isComparable(db, id!)),
    secure: new URL(request.url).protocol === "https:" || !!env.PUBLIC_URL?.startsWith("https://"),
    scripted: form.has(SCRIPTED_FIELD),
  };
}
