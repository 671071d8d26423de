import type { ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import type { Route } from "./+types/inbox-item";
import { setFlash } from "~/auth/flash.server";
import { requireStaff } from "~/auth/guard.server";
import { auditSource, recordAudit } from "~/audit/audit-log.server";
import { changedFields } from "~/audit/changes";
import { inTransaction } from "~/db/transaction.server";
import { SelectField } from "~/components/ui/fields";
import { formatReceived, InboxStatusBadge } from "~/components/admin/inbox-labels";
import { type Notice, NoticeToast } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { Button } from "~/components/ui/button";
import { INBOX_STATUSES } from "~/content/enquiry/schema";
import { getInboxItem, setInboxStatus } from "~/content/inbox/repository.server";
import { INBOX_KIND_LABELS, INBOX_KINDS, INBOX_STATUS_LABELS, type InboxKind, inboxStatusChange } from "~/content/inbox/schema";
import { listEnquiryLines } from "~/content/enquiry/lines.server";
import { findOutboxState, type OutboxState } from "~/mail/outbox-repository.server";
import { servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData ? INBOX_KIND_LABELS[loaderData.kind] : "Inbox item"} | Admin` },
];

function parseParams(params: { kind: string; id: string }): { kind: InboxKind; id: number } {
  const kind = INBOX_KINDS.find((candidate) => candidate === params.kind);
  const id = Number(params.id);
  if (!kind || !Number.isInteger(id) || id <= 0) throw data("Not found", { status: 404 });
  return { kind, id };
}

/** "Enquiry", "Support request", "Contact message": the X of "X updated successfully". */
const noun = (kind: InboxKind) => (kind === "enquiry" ? "Enquiry" : INBOX_KIND_LABELS[kind]);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox");
  const { kind, id } = parseParams(params);
  const item = await getInboxItem(context.get(servicesContext).db, kind, id);
  if (!item) throw data("Not found", { status: 404 });
  const { db } = context.get(servicesContext);
  const mail = await findOutboxState(db, { table: kind === "enquiry" ? "enquiries" : "messages", id });
  // A quote-list enquiry's products (decision 034); none for a product enquiry or a message.
  const lines = kind === "enquiry" ? await listEnquiryLines(db, id) : [];
  return { ...item, mail: mail ?? null, lines };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "inbox");
  const { kind, id } = parseParams(params);
  const parsed = inboxStatusChange.safeParse(Object.fromEntries(await request.formData()));
  const fail = (description: string, status: number) =>
    data({ notice: { kind: "error", title: `Error updating ${noun(kind).toLowerCase()}`, description } satisfies Notice }, { status: failureStatus(request, status) });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Choose a status.", 400);
  const status = parsed.data.status;
  // The status and its audit entry commit together.
  const changed = await inTransaction(context.get(servicesContext).db, async (trx) => {
    const before = await getInboxItem(trx, kind, id);
    if (!before || !(await setInboxStatus(trx, kind, id, status))) return false;
    const target = kind === "enquiry" ? "enquiry" : "message";
    await recordAudit(trx, auditSource(request, context, staff.user), { action: "update", targetType: target, targetId: id, changes: changedFields({ status: before.record.status }, { status }) });
    return true;
  });
  if (!changed) return fail(`This ${noun(kind).toLowerCase()} no longer exists.`, 404);
  const cookie = await setFlash(context, { kind: "success", title: `${noun(kind)} updated successfully`, description: `Status: ${INBOX_STATUS_LABELS[parsed.data.status]}` });
  return redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": cookie } });
}

const statusOptions = INBOX_STATUSES.map((status) => ({ value: status, label: INBOX_STATUS_LABELS[status] }));

export default function InboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const item = loaderData;
  const record = item.record;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const from = item.kind === "enquiry" ? item.record.name : `${item.record.first_name} ${item.record.last_name}`;
  const subject = item.kind === "enquiry" ? item.record.looking_for : item.record.subject;

  return (
    <article aria-labelledby="inbox-item-title" className="grid max-w-4xl gap-6">
      <NoticeToast notice={actionData?.notice} />
      <AdminLink to="/admin/inbox" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline dark:text-brand-100">
        <AdminIcon name="arrow-left" className="size-4" />
        Back to inbox
      </AdminLink>
      <header className="grid gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {INBOX_KIND_LABELS[item.kind]} · received <time dateTime={record.created_at}>{formatReceived(record.created_at)}</time>
        </p>
        <h1 id="inbox-item-title" className="text-2xl font-bold">
          {subject}
        </h1>
        <div>
          <InboxStatusBadge status={record.status} />
        </div>
      </header>

      <section aria-labelledby="inbox-sender" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h2 id="inbox-sender" className="text-lg font-semibold">
          From {from}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          <Detail term="E-mail">
            <a href={`mailto:${record.email}`} className="text-brand-700 underline dark:text-brand-100">
              {record.email}
            </a>
          </Detail>
          {item.kind === "enquiry" ? (
            <>
              <Detail term="Company">{item.record.company_name}</Detail>
              <Detail term="Mobile">{item.record.mobile_number}</Detail>
              <Detail term="Location">{item.record.location}</Detail>
              <Detail term="Product">
                {item.lines.length > 0 ? (
                  `Quote list of ${item.lines.length} product${item.lines.length === 1 ? "" : "s"}, below`
                ) : item.record.product_id ? (
                  <AdminLink to={`/product/${item.record.product_id}`} className="text-brand-700 underline dark:text-brand-100">
                    {item.record.product_name ?? `Product ${item.record.product_id}`}
                  </AdminLink>
                ) : (
                  (item.record.product_name ?? "None")
                )}
              </Detail>
              <Detail term="Looking for">{item.record.looking_for}</Detail>
            </>
          ) : (
            <>
              <Detail term="Company">{item.record.company ?? "Not given"}</Detail>
              <Detail term="Phone">{item.record.phone ?? "Not given"}</Detail>
              <Detail term="Product">{item.record.product ?? "Not given"}</Detail>
              <Detail term="Subject">{item.record.subject}</Detail>
            </>
          )}
          <Detail term="E-mail copy">
            {MAIL_STATUS_TEXT[record.mail_status]}
            {item.mail ? <MailAttempts mail={item.mail} /> : null}
          </Detail>
        </dl>
        {item.lines.length > 0 ? (
          <div className="mt-6">
            <h3 id="inbox-lines" className="text-sm font-semibold">{`Products (${item.lines.length})`}</h3>
            <div className="mt-2 overflow-x-auto">
              <table aria-labelledby="inbox-lines" className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="col" className="py-2 pr-4 font-medium">Product</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Model</th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">Quantity</th>
                    <th scope="col" className="py-2 font-medium">Note</th>
                  </tr>
                </thead>
                <tbody>
                  {item.lines.map((line) => (
                    <tr key={line.position} className="border-b border-slate-100 align-top dark:border-slate-800">
                      <td className="py-2 pr-4">
                        {line.product_id ? (
                          <AdminLink to={`/product/${line.product_id}`} className="text-brand-700 underline dark:text-brand-100">
                            {line.product_name}
                          </AdminLink>
                        ) : (
                          line.product_name
                        )}
                      </td>
                      <td className="py-2 pr-4">{line.model_number ?? "—"}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{line.quantity}</td>
                      <td className="py-2 whitespace-pre-wrap">{line.note || "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
        {item.kind !== "enquiry" ? (
          <div className="mt-6">
            <h3 className="text-sm font-semibold">Message</h3>
            <p className="mt-2 text-sm whitespace-pre-wrap">{item.record.message}</p>
          </div>
        ) : null}
      </section>

      <Form method="post" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <SelectField label="Status" name="status" placeholder="Choose a status" options={statusOptions} defaultValue={record.status} key={record.status} />
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save status"}
        </Button>
      </Form>
    </article>
  );
}

const MAIL_STATUS_TEXT = {
  queued: "Waiting to be sent by e-mail",
  sent: "Sent to the team by e-mail",
  failed: "The e-mail could not be sent; this inbox has the message",
  not_configured: "Not sent (no mail server configured)",
} as const;

/** Why a copy is still waiting or was given up on, from the outbox: the mail server's last answer and the next try. */
function MailAttempts({ mail }: { mail: OutboxState }) {
  if (mail.status === "sent" || mail.attempts === 0) return null;
  const tries = mail.attempts === 1 ? "1 attempt" : `${mail.attempts} attempts`;
  return (
    <span className="mt-1 block text-xs text-muted">
      {mail.status === "queued"
        ? `${tries} failed so far; next try ${formatReceived(mail.next_attempt_at)}.`
        : `Given up after ${tries}.`}
      {mail.last_error ? ` Last answer: ${mail.last_error}` : null}
    </span>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}
