import { Form } from "react-router";
import { isRole, ROLE_LABELS } from "~/auth/roles";
import type { Invite } from "~/auth/staff-repository.server";
import { formatStaffTime } from "./staff-time";

/** Invitations not yet accepted, each with a Withdraw button that makes its link stop working. */
export function OpenInvites({ invites }: { invites: Invite[] }) {
  if (invites.length === 0) return null;
  return (
    <section aria-labelledby="open-invites-title" className="grid gap-3">
      <h2 id="open-invites-title" className="text-lg font-semibold">
        Open Invitations
      </h2>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Open Invitations</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-200">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Email</th>
              <th scope="col" className="px-4 py-3 font-semibold">Role</th>
              <th scope="col" className="px-4 py-3 font-semibold">Expires</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {invites.map((invite) => (
              <tr key={invite.id}>
                <td className="px-4 py-3 break-all">{invite.email}</td>
                <td className="px-4 py-3">{isRole(invite.role) ? ROLE_LABELS[invite.role] : invite.role}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatStaffTime(invite.expiresAt)}</td>
                <td className="px-4 py-3 text-right">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="withdraw-invite" />
                    <input type="hidden" name="id" value={invite.id} />
                    <button
                      type="submit"
                      aria-label={`Withdraw the invitation of ${invite.email}`}
                      className="rounded-md px-3 py-2 text-sm font-medium text-red-700 hover:bg-slate-100 dark:text-red-400 dark:hover:bg-slate-800"
                    >
                      Withdraw
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
