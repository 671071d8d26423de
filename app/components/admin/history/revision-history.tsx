import { useEffect, useRef } from "react";
import { AdminLink } from "~/components/admin/admin-link";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { ConfirmRestore } from "./confirm-restore";
import { RevisionChanges } from "./revision-changes";
import { type History, REVISION_LINK, savedByText, useHistory, useHistoryLinks, utcTime } from "./use-history";

/** Marks the edit form's History link, where the focus goes back when the panel closes. */
export const HISTORY_TOGGLE = "data-history-toggle";

/**
 * The edit form's History (decision 038): the record's revisions, newest first, with who saved each
 * and when (UTC) and which one is current; the chosen one compared field by field with the current
 * version; and Restore, which asks first. Everything is a link or a form post, so it works without
 * JavaScript; opening it or choosing a revision keeps the form's unsaved changes.
 */
export function RevisionHistory({ recordId, noun }: { recordId: number | string; noun: string }) {
  const history = useHistory(recordId);
  const links = useHistoryLinks(recordId);
  return links.open && history ? <HistoryPanel history={history} links={links} recordId={recordId} noun={noun} /> : null;
}

type PanelProps = { history: History; links: ReturnType<typeof useHistoryLinks>; recordId: number | string; noun: string };

function HistoryPanel({ history, links, recordId, noun }: PanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from its link: the focus moves to the panel; closed from inside it: back to the link.
  useEffect(() => {
    if (document.activeElement?.hasAttribute(HISTORY_TOGGLE)) heading.current?.focus();
    return () => {
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) document.querySelector<HTMLElement>(`[${HISTORY_TOGGLE}]`)?.focus();
      });
    };
  }, []);
  const chosen = history.chosen;
  return (
    <section
      id="revision-history"
      aria-labelledby="revision-history-title"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm *:min-w-0 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="revision-history-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          History
        </h2>
        <AdminLink to={links.close} preventScrollReset className="admin-link text-sm">
          Close history
        </AdminLink>
      </div>
      {history.revisions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No revisions yet. The next save of this {noun} keeps the first one.</p>
      ) : (
        <div className="grid gap-4 *:min-w-0 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <RevisionList history={history} show={links.show} />
          {chosen ? (
            <div className="grid content-start gap-3">
              <RevisionChanges revision={chosen} />
              {chosen.current ? null : (
                <div>
                  <Button asChild variant="outline">
                    <AdminLink to={links.restore(chosen.id)} preventScrollReset>
                      Restore revision {chosen.number}
                    </AdminLink>
                  </Button>
                </div>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">Choose a revision to see how it differs from the current version.</p>
          )}
        </div>
      )}
      {chosen && links.asking === chosen.id ? <ConfirmRestore recordId={recordId} revision={chosen} noun={noun} back={links.show(chosen.id)} /> : null}
    </section>
  );
}

function RevisionList({ history, show }: { history: History; show: (revision?: number) => string }) {
  return (
    <ol aria-label="Revisions, newest first" className="grid content-start gap-1">
      {history.revisions.map((revision) => {
        const chosen = history.chosen?.id === revision.id;
        return (
          <li key={revision.id}>
            <AdminLink
              to={show(revision.id)}
              preventScrollReset
              aria-current={chosen ? "true" : undefined}
              {...{ [REVISION_LINK]: "" }}
              className={cx(
                "grid gap-0.5 rounded-md border px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800",
                chosen ? "border-brand-600 bg-brand-50 dark:border-brand-100 dark:bg-slate-800" : "border-transparent",
              )}
            >
              <span className="flex flex-wrap items-center gap-2 font-medium">
                Revision {revision.number}
                {revision.current ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900/60 dark:text-green-100">Current</span>
                ) : null}
              </span>
              <span className="text-slate-600 dark:text-slate-300">
                <time dateTime={revision.createdAt}>{utcTime(revision.createdAt)}</time>, {savedByText(revision.savedBy)}
              </span>
            </AdminLink>
          </li>
        );
      })}
    </ol>
  );
}
