import { redirect } from "react-router";
import { SESSION_LIFETIME_SECONDS } from "./auth.server";
import { loginUrl } from "./redirect-to";
import { type Area, type Role, isRole, mayEnter } from "./roles";
import { twoFactorRequired } from "./security-settings.server";
import { isIdle, lastActivity, shouldRecordActivity } from "./session-activity";
import { signedSessionToken } from "./session-cookie.server";
import { deleteSession, findSessionWithStaff, touchSession } from "./session-repository.server";
import { revokeSessions } from "./staff-repository.server";
import { isCrossOriginRequest } from "./same-origin";
import { requestFactsContext, servicesContext, type RequestContext } from "~/request-context";

/**
 * Refuses (403) a state-changing request that a browser says came from another site. The HTTP
 * layer refuses these already on every path; checking again in the handlers keeps any path
 * spelling, or a future change in front of them, from letting one through.
 */
export function requireSameOrigin(request: Request, context: RequestContext): void {
  if (isCrossOriginRequest(request, context.get(servicesContext).env.PUBLIC_URL)) {
    throw new Response("Cross-origin request refused", { status: 403, headers: { "Content-Type": "text/plain" } });
  }
}

export type AdminSession = {
  user: { id: string; name: string; email: string; role: Role; twoFactorEnabled: boolean };
  session: { id: string; createdAt: Date; expiresAt: Date };
};

/**
 * The signed-in staff member of this request, or null. A session older than 24 hours is revoked;
 * so is every session of a disabled account (disabling revokes them already; this is the backstop).
 * The role is read with the session on every request, so a changed role applies at once.
 *
 * A page's loaders (the admin layout's and the screen's) share one reading per HTTP request. A
 * request that writes reads afresh at each call, since its action may have changed the session.
 */
export async function getAdminSession(request: Request, context: RequestContext): Promise<AdminSession | null> {
  return (await readStaff(request, context))?.staff ?? null;
}

/** The guard's reading of a request: its staff member, and whether Site Settings require two-factor sign-in of administrators. */
type StaffReading = { staff: AdminSession; twoFactorRequiredSetting: boolean };

const readStaff = (request: Request, context: RequestContext) => readOncePerPage(request, context, ADMIN_SESSION, () => readAdminSession(request, context));

const ADMIN_SESSION = Symbol("admin session");

/** One reading shared by a page's loaders (see getAdminSession); a request that writes reads afresh. */
function readOncePerPage<T>(request: Request, context: RequestContext, key: symbol, read: () => Promise<T>): Promise<T> {
  const { shared } = context.get(requestFactsContext);
  if (!shared || (request.method !== "GET" && request.method !== "HEAD")) return read();
  let reading = shared.get(key) as Promise<T> | undefined;
  if (!reading) {
    reading = read();
    shared.set(key, reading);
  }
  return reading;
}

/**
 * The session better-auth signed into the cookie, read as its getSession would (without refreshing
 * it), in one query: see signedSessionToken. A session past its expiry time is deleted, as
 * better-auth deletes it.
 */
async function readAdminSession(request: Request, context: RequestContext): Promise<StaffReading | null> {
  const { auth, db, env } = context.get(servicesContext);
  const { authCookies, secret } = await auth.$context;
  const token = signedSessionToken(request.headers.get("cookie"), authCookies.sessionToken.name, secret);
  if (!token) return null;
  const found = await findSessionWithStaff(db, token);
  if (!found) return null;
  const { session, user, twoFactorRequiredSetting } = found;
  const now = new Date();
  // expiresAt enforces the 24 hours; checking the start time too keeps the rule even if a row is edited.
  if (session.expiresAt < now || now.getTime() - session.createdAt.getTime() >= SESSION_LIFETIME_SECONDS * 1000) {
    await deleteSession(db, session.id);
    return null;
  }
  if (user.disabledAt) {
    await revokeSessions(db, user.id);
    return null;
  }
  // An unknown role (a row edited by hand) is kept out entirely rather than guessed.
  if (!isRole(user.role)) return null;
  // Idle timeout (decision 022): unused for ADMIN_IDLE_TIMEOUT_MINUTES, the session ends; otherwise
  // its activity time moves on, written at most once a minute.
  const lastActive = lastActivity(session.lastActiveAt, session.createdAt);
  if (isIdle(lastActive, now, env.ADMIN_IDLE_TIMEOUT_MINUTES)) {
    await deleteSession(db, session.id);
    return null;
  }
  if (shouldRecordActivity(lastActive, now)) await touchSession(db, session.id, now);
  return {
    staff: {
      user: { id: user.id, name: user.name, email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled },
      session: { id: session.id, createdAt: session.createdAt, expiresAt: session.expiresAt },
    },
    twoFactorRequiredSetting,
  };
}

/** What a route needs: an area of the panel (roles.ts), or only a signed-in staff member. */
export type Access = Area | "signed-in";

/**
 * First line of every admin loader and action, naming the area the route belongs to
 * (ROUTE_ACCESS in roles.ts lists them, and a test holds each route to it). A write from another
 * site gets 403 first. Without a valid session, pages are redirected to the sign-in form (and back
 * afterwards); API requests get 401. A role without the area gets 403: JSON for API requests,
 * otherwise the admin layout's "no access" page.
 */
export async function requireStaff(request: Request, context: RequestContext, access: Access): Promise<AdminSession> {
  requireSameOrigin(request, context);
  const reading = await readStaff(request, context);
  if (!reading) {
    if (isApiRequest(request)) {
      throw Response.json({ success: false, error: "Your session has ended. Please sign in again." }, { status: 401 });
    }
    throw redirect(loginUrl(request));
  }
  const { staff } = reading;
  await requireTwoFactorIfDue(request, context, reading);
  if (access === "signed-in" || mayEnter(staff.user.role, access)) return staff;
  if (isApiRequest(request)) {
    throw Response.json({ success: false, error: FORBIDDEN_MESSAGE }, { status: 403 });
  }
  // A Response, not data(): resource routes (the CSV export) answer it as it is, and pages show it
  // in the admin layout's error boundary.
  throw new Response(FORBIDDEN_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The Account page, where two-factor is set up: the one screen open before it is. */
export const ACCOUNT_PAGE = "/admin/account";

export const TWO_FACTOR_REQUIRED_MESSAGE = "Administrators must use two-factor sign-in. Set it up on your Account page first.";

/**
 * When two-factor is required for administrators (Site Settings or ADMIN_REQUIRE_TWO_FACTOR), an
 * administrator without it is sent to the Account page to set it up before anything else.
 */
async function requireTwoFactorIfDue(request: Request, context: RequestContext, { staff, twoFactorRequiredSetting }: StaffReading): Promise<void> {
  if (staff.user.role !== "administrator" || staff.user.twoFactorEnabled) return;
  if (new URL(request.url).pathname.replace(/\.data$/, "") === ACCOUNT_PAGE) return;
  if (!twoFactorRequired(context.get(servicesContext).env, twoFactorRequiredSetting)) return;
  if (isApiRequest(request)) throw Response.json({ success: false, error: TWO_FACTOR_REQUIRED_MESSAGE }, { status: 403 });
  throw redirect(ACCOUNT_PAGE);
}

export const FORBIDDEN_MESSAGE = "Your role does not give access to this part of the admin panel.";

function isApiRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) return true;
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}
