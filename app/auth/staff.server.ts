import type { MailMessage } from "~/mail/mailer.server";
import { type AuditSource, recordAudit } from "~/audit/audit-log.server";
import { inTransaction } from "~/db/transaction.server";
import { oneLine } from "~/mail/plain-text";
import type { AppServices } from "~/services/services.server";
import { createStaffUser } from "./admin-users.server";
import { passwordProblem } from "./password-rules.server";
import { ROLE_LABELS, type Role } from "./roles";
import { signInAdmin, type SignInResult } from "./sign-in.server";
import { type AcceptInviteInput, type InviteInput } from "./staff-schema";
import { type AccessChangeResult, changeAccess, consumeInvite, createInvite, findInvite, findStaffIdByEmail, INVITE_LIFETIME_HOURS, reopenInvite } from "./staff-repository.server";

/** What an administrator may not do to the staff list, in the words the Users screen shows. */
export const ACCESS_REFUSALS: Record<Exclude<AccessChangeResult, { ok: true }>["reason"], string> = {
  "not-found": "This user no longer exists.",
  "self-disable": "You cannot disable your own account. Ask another administrator if it must be disabled.",
  "last-admin": "This is the last active administrator. Make another user an administrator first, so someone can still manage users and settings.",
};

export { changeAccess };

export type InviteOutcome =
  | { ok: false; error: string }
  | { ok: true; email: string; link: string; expiresAt: string; mail: "sent" | "failed" | "not_configured" };

/**
 * Invites a new staff member: stores the invitation (only its token's hash), and e-mails the link
 * when SMTP is configured. The link is returned too; the screen shows it for copying when the
 * mail was not sent.
 */
export async function inviteStaff(
  services: AppServices,
  input: InviteInput & { origin: string; inviter: { id: string; name: string } },
  audit: AuditSource,
): Promise<InviteOutcome> {
  const email = input.email.trim().toLowerCase();
  if (await findStaffIdByEmail(services.db, email)) return { ok: false, error: `A user with the e-mail ${email} already exists.` };
  // The invitation and its audit entry commit together; the e-mail goes only after both.
  const { token, expiresAt } = await inTransaction(services.db, async (trx) => {
    const created = await createInvite(trx, { email, role: input.role, invitedBy: input.inviter.id });
    await recordAudit(trx, audit, { action: "create", targetType: "invite", targetId: email, changes: { email: [null, email], role: [null, input.role] } });
    return created;
  });
  const link = `${input.origin}/admin/invite?token=${encodeURIComponent(token)}`;
  const mail = await services.mailer.sendMail(inviteMail({ to: email, role: input.role, inviterName: input.inviter.name, link, expiresAt }));
  return { ok: true, email, link, expiresAt, mail };
}

/** The invitation e-mail: plain text, the link on a line of its own. */
export function inviteMail({ to, role, inviterName, link, expiresAt }: { to: string; role: Role; inviterName: string; link: string; expiresAt: string }): MailMessage {
  const until = `${expiresAt.slice(0, 16).replace("T", " ")} UTC`;
  return {
    to,
    subject: "Your invitation to the Showroom admin panel",
    text: [
      `${oneLine(inviterName)} has invited you to the Showroom admin panel as ${ROLE_LABELS[role]}.`,
      "",
      `Choose your name and password at this link. It works once, for ${INVITE_LIFETIME_HOURS} hours (until ${until}):`,
      link,
      "",
      "If you did not expect this invitation, you can ignore this e-mail.",
    ].join("\n"),
  };
}

export const INVITE_PROBLEMS = {
  unknown: "This invitation link is not valid. Check that you copied the whole link, or ask an administrator for a new invitation.",
  used: "This invitation link has already been used. Sign in with the password you chose, or ask an administrator for a new invitation.",
  expired: `This invitation link has expired (links work for ${INVITE_LIFETIME_HOURS} hours). Ask an administrator for a new invitation.`,
} as const;

export type AcceptOutcome =
  | { ok: true; signIn: SignInResult }
  | { ok: false; problem: keyof typeof INVITE_PROBLEMS }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * Creates the invited account with the name and password the new user chose, marking the
 * invitation used first (so a link opened twice at once makes one account), then signs them in.
 */
export async function acceptInvite(
  services: AppServices,
  token: string,
  input: AcceptInviteInput,
  client: { ip: string | null; userAgent: string | null; requestId?: string | null },
): Promise<AcceptOutcome> {
  const found = await findInvite(services.db, token);
  if (found.status !== "valid") return { ok: false, problem: found.status };
  const problem = await passwordProblem(input.password);
  if (problem) return { ok: false, fieldErrors: { password: problem } };
  const { invite } = found;
  if (!(await consumeInvite(services.db, invite.id))) return { ok: false, problem: "used" };
  try {
    if (await findStaffIdByEmail(services.db, invite.email)) return { ok: false, problem: "used" };
    await createStaffUser(services.auth, { email: invite.email, password: input.password, name: input.name.trim(), role: invite.role as Role });
  } catch (error) {
    await reopenInvite(services.db, invite.id);
    throw error;
  }
  // better-auth creates the account through its own adapter, so this entry follows it rather than sharing its transaction.
  const userId = (await findStaffIdByEmail(services.db, invite.email)) ?? null;
  const source: AuditSource = { actorId: userId, actorName: input.name.trim(), ip: client.ip, userAgent: client.userAgent?.slice(0, 300) ?? null, requestId: client.requestId ?? null };
  await recordAudit(services.db, source, { action: "create", targetType: "user", targetId: userId, changes: { email: [null, invite.email], role: [null, invite.role] } });
  return { ok: true, signIn: await signInAdmin(services, { email: invite.email, password: input.password, ...client }) };
}
