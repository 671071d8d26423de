import { type AppLoadContext, redirect } from "react-router";
import { SESSION_LIFETIME_SECONDS } from "./auth.server";
import { loginUrl } from "./redirect-to";
import { isCrossOriginRequest } from "./same-origin";

/**
 * Refuses (403) a state-changing request that a browser says came from another site. The HTTP
 * layer refuses these already on every path; checking again in the handlers keeps any path
 * spelling, or a future change in front of them, from letting one through.
 */
export function requireSameOrigin(request: Request, context: AppLoadContext): void {
  if (isCrossOriginRequest(request, context.services.env.PUBLIC_URL)) {
    throw new Response("Cross-origin request refused", { status: 403, headers: { "Content-Type": "text/plain" } });
  }
}

export type AdminSession = {
  user: { id: string; name: string; email: string };
  session: { id: string; createdAt: Date; expiresAt: Date };
};

/** The signed-in admin of this request, or null. A session older than 24 hours is revoked. */
export async function getAdminSession(request: Request, context: AppLoadContext): Promise<AdminSession | null> {
  const { auth } = context.services;
  const found = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  if (!found) return null;
  const createdAt = new Date(found.session.createdAt);
  const expiresAt = new Date(found.session.expiresAt);
  // expiresAt already enforces this; checking the start time too keeps the 24 h rule even if a row is edited.
  if (Date.now() - createdAt.getTime() >= SESSION_LIFETIME_SECONDS * 1000) {
    const internal = (await auth.$context).internalAdapter;
    await internal.deleteSession(found.session.token);
    return null;
  }
  return {
    user: { id: found.user.id, name: found.user.name, email: found.user.email },
    session: { id: found.session.id, createdAt, expiresAt },
  };
}

/**
 * First line of every admin loader and action. A write from another site gets 403 first.
 * Without a valid session, pages are redirected to the sign-in form (and back afterwards);
 * API requests get 401.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<AdminSession> {
  requireSameOrigin(request, context);
  const admin = await getAdminSession(request, context);
  if (admin) return admin;
  if (isApiRequest(request)) {
    throw Response.json({ success: false, error: "Your session has ended. Please sign in again." }, { status: 401 });
  }
  throw redirect(loginUrl(request));
}

function isApiRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) return true;
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}
