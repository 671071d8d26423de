import { data, redirect } from "react-router";
import type { Route } from "./+types/compare";
import { type CompareReply, compareHref } from "~/components/compare/compare-tray";
import { cameFrom, changeTray, COMPARE_FULL, COMPARE_MISSING, trayCookie, trayOf } from "~/components/compare/tray-cookie";
import { postOnly, readTrayPost } from "~/components/compare/tray-post.server";
import { safeLocalPath } from "~/security/safe-redirect";

export const loader = postOnly;

/**
 * POST /api/compare: adds a product to the visitor's compare tray (a cookie), removes one or
 * empties it. A page's script gets the tray back as data; the comparison page's forms name where
 * to go next (`redirectTo`); a product card's or page's form without JavaScript leads to the
 * comparison, which shows the tray and says what happened.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, form, intent, id, missing, secure, scripted } = await readTrayPost(request, context);
  const tray = trayOf(request.headers.get("Cookie"));
  const { ids, full } = missing ? { ids: tray, full: false } : changeTray(tray, intent, id);
  const headers = { "Set-Cookie": trayCookie(ids, secure), "Cache-Control": "no-store" };
  const redirectTo = safeLocalPath(form.get("redirectTo"));
  if (redirectTo) return redirect(redirectTo, { status: 303, headers });
  if (scripted) {
    // A refusal is an answer like any other here (200): the page's script shows its message.
    const message = full ? COMPARE_FULL : missing ? COMPARE_MISSING : undefined;
    return data<CompareReply>(message ? { ids, message } : { ids }, { headers });
  }
  const outcome = full ? { full: id! } : intent === "add" && !missing ? { added: id! } : {};
  return redirect(trayPage(ids, outcome, cameFrom(request, env.PUBLIC_URL, "/compare")), { status: 303, headers });
}

/** The comparison of the tray, saying what happened, with a way back to the page the visitor came from. */
function trayPage(ids: number[], outcome: { added?: number; full?: number }, back: string | null): string {
  if (ids.length === 0) return "/compare";
  const params = new URLSearchParams();
  if (outcome.added) params.set("added", String(outcome.added));
  if (outcome.full) params.set("full", String(outcome.full));
  if (back) params.set("back", back);
  const extra = params.toString();
  return `${compareHref(ids)}${extra ? `&${extra}` : ""}`;
}
