import { auditSource, recordAudit } from "~/audit/audit-log.server";
import { servicesContext, type RequestContext } from "~/request-context";

/**
 * Revokes the request's session in the database and returns the headers that clear its cookie.
 * A real sign-out (a session was open) leaves an audit entry naming who signed out.
 */
export async function signOutAdmin(context: RequestContext, request: Request): Promise<Headers> {
  const { auth, db } = context.get(servicesContext);
  const found = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  if (found) {
    await recordAudit(db, auditSource(request, context, found.user), { action: "sign-out", targetType: "user", targetId: found.user.id });
  }
  return headers;
}
