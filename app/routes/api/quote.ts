import { data, redirect } from "react-router";
import type { Route } from "./+types/quote";
import { isCrossOriginRequest } from "~/auth/same-origin";
import type { CompareReply } from "~/components/compare/compare-tray";
import { cameFrom, COMPARE_MISSING } from "~/components/compare/tray-cookie";
import { SCRIPTED_FIELD } from "~/components/forms/form-payload";
import { isComparable } from "~/content/product/comparison.server";
import { changeQuoteList, type QuoteIntent, quoteCookie, readQuoteList } from "~/content/quote/quote-list";
import { recordIdFrom } from "~/content/shared/record-id";
import { servicesContext } from "~/request-context";

const INTENTS: QuoteIntent[] = ["add", "remove", "clear"];

/** Only POST is meaningful here. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /api/quote: an "Add to quote" toggle adds a product to the visitor's quote list (a cookie,
 * decision 034) with quantity 1, or takes it out again. A page's script gets the list's ids back;
 * a form without JavaScript leads to /quote, which shows the list and says what happened.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(servicesContext);
  if (isCrossOriginRequest(request, env.PUBLIC_URL)) throw data("Cross-origin request refused", { status: 403 });
  const form = await request.formData();
  const intent = INTENTS.find((known) => known === form.get("intent"));
  const id = recordIdFrom(form.get("id"));
  if (!intent || (intent !== "clear" && id === null)) throw data("Choose a product to add or remove.", { status: 400 });

  const list = readQuoteList(request.headers.get("Cookie"));
  const missing = intent === "add" && !(await isComparable(db, id!));
  const { lines, refused } = missing ? { lines: list, refused: COMPARE_MISSING } : changeQuoteList(list, intent, id);
  const secure = new URL(request.url).protocol === "https:" || !!env.PUBLIC_URL?.startsWith("https://");
  const headers = { "Set-Cookie": quoteCookie(lines, secure), "Cache-Control": "no-store" };
  if (form.has(SCRIPTED_FIELD)) {
    const ids = lines.map((line) => line.id);
    return data<CompareReply>(refused ? { ids, message: refused } : { ids }, { headers });
  }
  const params = new URLSearchParams();
  if (refused) params.set("refused", missing ? "missing" : "full");
  else if (intent === "add") params.set("added", String(id));
  const back = cameFrom(request, env.PUBLIC_URL, "/quote");
  if (back) params.set("back", back);
  const query = params.toString();
  return redirect(`/quote${query ? `?${query}` : ""}`, { status: 303, headers });
}
