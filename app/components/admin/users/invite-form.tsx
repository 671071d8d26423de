import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { inviteInput } from "~/auth/staff-schema";
import { EditorForm } from "~/components/admin/editor-form";
import { useHydrated } from "~/components/admin/use-hydrated";
import { inputProps, selectProps } from "~/components/forms/field-props";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { InputField, SelectField } from "~/components/ui/fields";
import { ROLE_HINT, ROLE_OPTIONS } from "./role-options";
import { formatStaffTime } from "./staff-time";

/** E-mail and role of a new staff member; saving stores the invitation and sends or shows its link. */
export function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useSchemaForm(inviteInput, { lastResult });
  return (
    <EditorForm form={form} title="Invite User" submitLabel="Send Invitation">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        The invited person gets a link that works once, for 48 hours, where they choose their own name and password.
      </p>
      <InputField key={fields.email.key} {...inputProps(fields.email, "email")} label="Email" autoComplete="off" marked required />
      <SelectField key={fields.role.key} {...selectProps(fields.role)} label="Role" placeholder="Choose a role" options={ROLE_OPTIONS} marked required hint={ROLE_HINT} />
    </EditorForm>
  );
}

type Invited = { email: string; link: string; expiresAt: string; mail: "sent" | "failed" | "not_configured" };

/**
 * The outcome of an invitation. Without a sent e-mail (no SMTP, or it failed) the link is shown
 * for copying: it is the only time it can be, as only its hash is stored.
 */
export function InviteResult({ invited }: { invited: Invited }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(invited.link);
    setCopied(true);
  };
  return (
    <section aria-labelledby="invite-result-title" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id="invite-result-title" className="text-lg font-semibold">
        Invitation created
      </h2>
      {invited.mail === "sent" ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          An e-mail with the invitation link was sent to <strong className="break-all">{invited.email}</strong>. The link works once, until{" "}
          {formatStaffTime(invited.expiresAt)}.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {invited.mail === "failed" ? "The invitation e-mail could not be sent." : "No e-mail was sent: SMTP is not configured."} Copy this link and
            give it to <strong className="break-all">{invited.email}</strong>. It works once, until {formatStaffTime(invited.expiresAt)}, and is not shown
            again.
          </p>
          <div className="flex flex-wrap items-end gap-3 *:min-w-0">
            <InputField label="Invitation link" name="invite_link" readOnly value={invited.link} className="min-w-0 flex-1 basis-64" onFocus={(event) => event.currentTarget.select()} />
            {hydrated ? (
              <Button type="button" variant="outline" onClick={copy}>
                {copied ? <AdminIcon name="check" /> : <AdminIcon name="copy" />}
                {copied ? "Copied" : "Copy link"}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
