import { data, redirect } from "react-router";
import type { Route } from "./+types/quote";
import type { CompareReply } from "~/components/compare/compare-tray";
import { cameFrom, COMPARE_MISSING } from "~/components/compare/tray-cookie";
import { postOnly, readTrayPost } from "~/components/compare/tray-post.server";
import { changeQuoteList, quoteCookie, readQuoteList } from "~/content/quote/quote-list";

export const loader = postOnly;

/**
 * POST /api/quote: an "Add to quote" toggle adds a product to the visitor's quote list (a cookie,
 * decision 034) with quantity 1, or takes it out again. A page's script gets the list's ids back;
 * a form without JavaScript leads to /quote, which shows the list and says what happened.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, intent, id, missing, secure, scripted } = await readTrayPost(request, context);
  const list = readQuoteList(request.headers.get("Cookie"));
  const { lines, refused } = missing ? { lines: list, refused: COMPARE_MISSING } : changeQuoteList(list, intent, id);
  const headers = { "Set-Cookie": quoteCookie(lines, secure), "Cache-Control": "no-store" };
  if (scripted) {
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
