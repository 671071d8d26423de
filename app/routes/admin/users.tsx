import { useSearchParams } from "react-router";
import type { Route } from "./+types/users";
import { requireStaff } from "~/auth/guard.server";
import { isRole, ROLE_LABELS } from "~/auth/roles";
import { listOpenInvites, pageStaff, staffListConfig } from "~/auth/staff-repository.server";
import { emptyText, ListSearch, ListSummary, Pagination } from "~/components/admin/list-controls";
import { ListPage } from "~/components/admin/list-page";
import { NoticeToast } from "~/components/admin/notice";
import { RecordTable } from "~/components/admin/record-table";
import { StatusBadge } from "~/components/admin/thumbnail";
import { AccessForm } from "~/components/admin/users/access-form";
import { InviteForm, InviteResult } from "~/components/admin/users/invite-form";
import { OpenInvites } from "~/components/admin/users/open-invites";
import { ResetTwoFactorForm } from "~/components/admin/users/reset-two-factor-form";
import { formatStaffTime } from "~/components/admin/users/staff-time";
import { parseListQuery } from "~/content/shared/list-query";
import { handleUsersAction } from "./users-action.server";
import { searchOnlyChange } from "./revalidation";
import { servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin" }];

/** Staff accounts (administrators only): the list, invitations, and each user's role and status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireStaff(request, context, "users");
  const { db } = context.get(servicesContext);
  const query = parseListQuery(new URL(request.url).searchParams, staffListConfig);
  const [page, invites] = await Promise.all([pageStaff(db, query), listOpenInvites(db)]);
  return { page, query, sorts: staffListConfig.sorts, invites, currentUserId: admin.user.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, context, "users");
  return handleUsersAction(request, context, admin);
}

export const shouldRevalidate = searchOnlyChange;

const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : `Unknown (${role})`);

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, sorts, invites, currentUserId } = loaderData;
  const editing = page.rows.find((user) => user.id === params.get("edit"));
  const inviting = params.has("new") && !actionData?.invited;
  return (
    <ListPage title="Users" addLabel="Invite User">
      <NoticeToast notice={actionData?.notice} />
      {actionData?.invited ? <InviteResult invited={actionData.invited} /> : null}
      {inviting ? <InviteForm lastResult={actionData?.result} /> : null}
      {editing ? (
        <AccessForm key={editing.id} user={editing} self={editing.id === currentUserId} lastResult={actionData?.result} />
      ) : null}
      {editing?.twoFactorEnabled ? <ResetTwoFactorForm user={editing} /> : null}
      <h2 className="text-lg font-semibold">All Users</h2>
      <ListSearch label="Search users" placeholder="Name or email" q={query.q} />
      <ListSummary page={page} noun={["user", "users"]} />
      <RecordTable
        caption="All Users"
        rows={page.rows}
        rowName={(row) => row.name}
        empty={emptyText(query, "No users yet.")}
        order={{ ...query, sorts }}
        deleteMode="none"
        columns={[
          {
            header: "Name",
            sort: "name",
            cell: (row) => (
              <>
                <span className="font-medium">{row.name}</span>
                {row.id === currentUserId ? <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">(you)</span> : null}
                <span className="mt-1 block break-all text-slate-600 dark:text-slate-300">{row.email}</span>
              </>
            ),
          },
          { header: "Role", sort: "role", cell: (row) => roleLabel(row.role) },
          { header: "Status", cell: (row) => <StatusBadge active={!row.disabled} activeLabel="Active" inactiveLabel="Disabled" /> },
          { header: "Two-factor", cell: (row) => (row.twoFactorEnabled ? "On" : "Off") },
          { header: "Last sign-in", sort: "lastSignInAt", cell: (row) => (row.lastSignInAt ? formatStaffTime(row.lastSignInAt) : "Never") },
        ]}
      />
      <Pagination page={page} label="User pages" />
      <OpenInvites invites={invites} />
    </ListPage>
  );
}
