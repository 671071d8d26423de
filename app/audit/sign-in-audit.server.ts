import type { Db } from "~/db/connection.server";
import { inTransaction } from "~/db/transaction.server";
import { recordSignIn } from "~/auth/staff-repository.server";
import { type AuditSource, recordAudit } from "./audit-log.server";

/** Where a sign-in attempt came from, as the sign-in services receive it. */
export type AttemptOrigin = { ip: string | null; userAgent: string | null; requestId?: string | null };

const source = (origin: AttemptOrigin, actorId: string | null, actorName: string): AuditSource => ({
  actorId,
  actorName,
  ip: origin.ip,
  userAgent: origin.userAgent?.slice(0, 300) ?? null,
  requestId: origin.requestId ?? null,
});

/** A completed sign-in: the user's last sign-in time and its audit entry, in one transaction. */
export function recordAuditedSignIn(db: Db, origin: AttemptOrigin, user: { id: string; name: string }, method: "password" | "two-factor"): Promise<void> {
  return inTransaction(db, async (trx) => {
    await recordSignIn(trx, user.id);
    await recordAudit(trx, source(origin, user.id, user.name), { action: "sign-in", targetType: "user", targetId: user.id, changes: { method: [null, method] } });
  });
}

/**
 * A refused sign-in (wrong password or code, disabled account) or one refused by the lockout. Nobody
 * is signed in, so the entry names what was typed (the e-mail) and, when it is an account, that account.
 */
export function recordRefusedSignIn(
  db: Db,
  origin: AttemptOrigin,
  attempt: { who: string; userId: string | null; reason: string; locked?: boolean },
): Promise<void> {
  return recordAudit(db, source(origin, null, attempt.who.trim().slice(0, 254) || "(no e-mail)"), {
    action: attempt.locked ? "lockout" : "sign-in-failed",
    targetType: "user",
    targetId: attempt.userId,
    changes: { reason: [null, attempt.reason] },
  });
}
