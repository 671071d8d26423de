import { Form, useSearchParams } from "react-router";
import { AdminIcon } from "~/components/icons/admin-icon";
import type { Route } from "./+types/audit";
import { requireStaff } from "~/auth/guard.server";
import { AUDIT_ACTIONS, AUDIT_TARGETS, actionLabel, targetLabel } from "~/audit/actions";
import { describeChanges, parseChanges } from "~/audit/changes";
import { AUDIT_PAGE_SIZE, isFiltered, parseAuditFilter } from "~/audit/filter";
import { listAuditActors, pageAudit } from "~/audit/repository.server";
import { formatReceived } from "~/components/admin/inbox-labels";
import { Pagination } from "~/components/admin/list-controls";
import { ListNotice } from "~/components/admin/record-table";
import { useListLoading } from "~/components/admin/use-list-loading";
import { Button } from "~/components/ui/button";
import { InputField, SelectField } from "~/components/ui/fields";
import { servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = () => [{ title: "Audit Log | Admin" }];

/** The audit log (decision 023): administrators read and export it; nothing here edits or deletes an entry. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "audit");
  const { db } = context.get(servicesContext);
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const [{ rows, total }, actors] = await Promise.all([pageAudit(db, filter, AUDIT_PAGE_SIZE), listAuditActors(db)]);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    actor: row.actor_name,
    action: actionLabel(row.action),
    target: targetLabel(row.target_type),
    targetId: row.target_id,
    changes: describeChanges(parseChanges(row.changes)),
    ip: row.ip_address,
    userAgent: row.user_agent,
    requestId: row.request_id,
  }));
  return { entries, total, pages, filter, actors };
}

const actionOptions = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));
const targetOptions = Object.entries(AUDIT_TARGETS).map(([value, label]) => ({ value, label }));

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, pages, filter, actors } = loaderData;
  const [params] = useSearchParams();
  const loading = useListLoading();
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  const exportQuery = exportParams.toString();
  return (
    <section aria-labelledby="audit-title" className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="audit-title" className="text-2xl font-bold">
          Audit Log
        </h1>
        <Button asChild variant="outline">
          <a href={`/admin/audit/export.csv${exportQuery ? `?${exportQuery}` : ""}`} download>
            <AdminIcon name="download" />
            Export CSV
          </a>
        </Button>
      </div>

      <Form method="get" role="search" aria-label="Filter the audit log" className="grid items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-3 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto] dark:border-slate-800 dark:bg-slate-900">
        <SelectField label="User" name="user" placeholder="All users" options={actors.map((actor) => ({ value: actor.id, label: actor.name }))} defaultValue={filter.user ?? ""} />
        <SelectField label="Action" name="action" placeholder="All actions" options={actionOptions} defaultValue={filter.action ?? ""} />
        <SelectField label="Target" name="target" placeholder="All targets" options={targetOptions} defaultValue={filter.target ?? ""} />
        <InputField label="Target ID" name="targetId" defaultValue={filter.targetId ?? ""} maxLength={100} />
        <InputField label="From" name="from" type="date" defaultValue={filter.from ?? ""} />
        <InputField label="To" name="to" type="date" defaultValue={filter.to ?? ""} />
        <Button type="submit">
          <AdminIcon name="search" />
          Filter
        </Button>
      </Form>

      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {loading ? "Loading..." : `${total} ${total === 1 ? "entry" : "entries"}${pages > 1 ? `, page ${filter.page} of ${pages}` : ""}`}
      </p>

      {entries.length === 0 ? (
        <ListNotice>{isFiltered(filter) ? "Nothing matches these filters. Clear them to see everything." : "No entries yet. Sign-ins and changes appear here as they happen."}</ListNotice>
      ) : (
        <AuditTable entries={entries} />
      )}
      <Pagination page={{ rows: entries, total, page: filter.page, pages, pageSize: AUDIT_PAGE_SIZE }} label="Audit log pages" />
    </section>
  );
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

const headers = ["Time", "User", "Action", "Target", "Changes", "Request"];

function AuditTable({ entries }: { entries: Entry[] }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-200">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-3 align-top whitespace-nowrap">
                <time dateTime={entry.at}>{formatReceived(entry.at)}</time>
              </td>
              <td className="px-4 py-3 align-top">{entry.actor}</td>
              <td className="px-4 py-3 align-top whitespace-nowrap">{entry.action}</td>
              <td className="px-4 py-3 align-top whitespace-nowrap">
                {entry.target}
                {entry.targetId ? ` #${entry.targetId}` : ""}
              </td>
              <td className="max-w-md px-4 py-3 align-top break-words">{entry.changes}</td>
              <td className="px-4 py-3 align-top text-xs text-slate-600 dark:text-slate-300">
                <span className="block">{entry.ip ?? "No address"}</span>
                <span className="block max-w-56 truncate" title={entry.userAgent ?? undefined}>
                  {entry.userAgent ?? "No user agent"}
                </span>
                {entry.requestId ? <span className="block font-mono">{entry.requestId}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
