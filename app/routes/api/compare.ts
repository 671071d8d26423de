import { data, redirect } from "react-router";
import type { Route } from "./+types/compare";
import { isCrossOriginRequest } from "~/auth/same-origin";
import { type CompareReply, compareHref } from "~/components/compare/compare-tray";
import { changeTray, COMPARE_FULL, COMPARE_MISSING, type TrayIntent, trayCookie, trayOf } from "~/components/compare/tray-cookie";
import { SCRIPTED_FIELD } from "~/components/forms/form-payload";
import { isComparable } from "~/content/product/comparison.server";
import { recordIdFrom } from "~/content/shared/record-id";
import { safeLocalPath } from "~/security/safe-redirect";
import { servicesContext } from "~/request-context";

const INTENTS: TrayIntent[] = ["add", "remove", "clear"];

/** Only POST is meaningful here. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /api/compare: adds a product to the visitor's compare tray (a cookie), removes one or
 * empties it. A page's script gets the tray back as data; the comparison page's forms name where
 * to go next (`redirectTo`); a product card's or page's form without JavaScript leads to the
 * comparison, which shows the tray and says what happened.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(servicesContext);
  if (isCrossOriginRequest(request, env.PUBLIC_URL)) throw data("Cross-origin request refused", { status: 403 });
  const form = await request.formData();
  const intent = INTENTS.find((known) => known === form.get("intent"));
  const id = recordIdFrom(form.get("id"));
  if (!intent || (intent !== "clear" && id === null)) throw data("Choose a product to add or remove.", { status: 400 });

  const tray = trayOf(request.headers.get("Cookie"));
  const missing = intent === "add" && !(await isComparable(db, id!));
  const { ids, full } = missing ? { ids: tray, full: false } : changeTray(tray, intent, id);
  const secure = new URL(request.url).protocol === "https:" || !!env.PUBLIC_URL?.startsWith("https://");
  const headers = { "Set-Cookie": trayCookie(ids, secure), "Cache-Control": "no-store" };
  const redirectTo = safeLocalPath(form.get("redirectTo"));
  if (redirectTo) return redirect(redirectTo, { status: 303, headers });
  if (form.has(SCRIPTED_FIELD)) {
    // A refusal is an answer like any other here (200): the page's script shows its message.
    const message = full ? COMPARE_FULL : missing ? COMPARE_MISSING : undefined;
    return data<CompareReply>(message ? { ids, message } : { ids }, { headers });
  }
  const outcome = full ? { full: id! } : intent === "add" && !missing ? { added: id! } : {};
  return redirect(trayPage(ids, outcome, cameFrom(request, env.PUBLIC_URL)), { status: 303, headers });
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

/** The page the form was on, from the Referer our same-origin referrer policy sends (decision 008); not the comparison itself. */
function cameFrom(request: Request, publicUrl: string | undefined): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const ours = [new URL(request.url).origin, ...(publicUrl ? [new URL(publicUrl).origin] : [])];
    if (!ours.includes(url.origin) || url.pathname === "/compare") return null;
    return safeLocalPath(`${url.pathname}${url.search}`);
  } catch {
    return null;
  }
}
