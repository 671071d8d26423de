import { AdminLink } from "~/components/admin/admin-link";
import type { ActivityEntry } from "~/dashboard/recent-activity.server";
import { Panel } from "./panel";

/** Recent activity (issue 18 part 4): the newest audit entries the role may act on, each linked to its record while it exists. */
export function RecentActivityPanel({ entries, fullLog }: { entries: ActivityEntry[]; fullLog: boolean }) {
  return (
    <Panel
      id="recent-activity"
      title="Recent activity"
      actions={
        fullLog ? (
          <AdminLink to="/admin/audit" className="admin-link text-sm">
            Full audit log
          </AdminLink>
        ) : null
      }
    >
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Nothing yet. Changes appear here as staff make them.</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-x-3 border-b border-slate-200 pb-2 last:border-0 sm:grid-cols-[9rem_1fr] dark:border-slate-700">
              <time dateTime={entry.at} className="text-slate-600 dark:text-slate-300">
                {entry.ago}
              </time>
              <span className="break-words">
                <span className="font-medium">{entry.actor}</span> · {entry.action} {entry.target.toLowerCase()}{" "}
                {entry.link ? (
                  <AdminLink to={entry.link.href} className="admin-link">
                    {entry.link.text}
                  </AdminLink>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
