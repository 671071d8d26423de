import type { Db } from "~/db/connection.server";
import type { AuditAction, AuditTarget } from "./actions";
import type { Changes } from "./changes";
import { insertAuditEntry } from "./repository.server";
import { requestFactsContext, type RequestContext } from "~/request-context";

/** Who did it and from where: the same for every entry one request writes. */
export type AuditSource = {
  actorId: string | null;
  actorName: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
};

export type AuditEvent = {
  action: AuditAction;
  targetType: AuditTarget;
  targetId?: string | number | null;
  changes?: Changes;
};

/** User agents can be long; the log keeps enough to tell browsers and devices apart. */
const MAX_USER_AGENT = 300;

/** The source of entries written while handling `request`, by `actor` (the signed-in staff member, if any). */
export function auditSource(request: Request, context: RequestContext, actor: { id: string; name: string } | null, fallbackName = "Unknown"): AuditSource {
  return {
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? fallbackName,
    ip: context.get(requestFactsContext).clientIp,
    userAgent: request.headers.get("user-agent")?.slice(0, MAX_USER_AGENT) ?? null,
    requestId: context.get(requestFactsContext).requestId ?? null,
  };
}

/**
 * Writes one audit entry. Pass the transaction of the change it describes, so the entry commits
 * with the change or not at all (decision 023); only events that change nothing of ours, such as a
 * failed sign-in, are written on their own.
 */
export async function recordAudit(db: Db, source: AuditSource, event: AuditEvent): Promise<void> {
  await insertAuditEntry(db, {
    created_at: new Date().toISOString(),
    actor_id: source.actorId,
    actor_name: source.actorName,
    action: event.action,
    target_type: event.targetType,
    target_id: event.targetId === undefined || event.targetId === null ? null : String(event.targetId),
    changes: JSON.stringify(event.changes ?? {}),
    ip_address: source.ip,
    user_agent: source.userAgent,
    request_id: source.requestId,
  });
}
