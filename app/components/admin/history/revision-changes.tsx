import { useEffect, useRef } from "react";
import type { FieldChange, ShownEntry } from "~/content/shared/revision-diff";
import { type RevisionItem, REVISION_LINK, savedByText, utcTime } from "./use-history";

/**
 * A revision compared with the current version (decision 038): each changed field by its label, the
 * revision's value beside the current one; for a list, the entries only one side has. Images show as
 * a thumbnail with their file name.
 */
export function RevisionChanges({ revision }: { revision: RevisionItem & { changes: FieldChange[] } }) {
  const { number, changes } = revision;
  const heading = useRef<HTMLHeadingElement>(null);
  // Chosen from the list: the focus (and the view, on a phone where this sits below the list) moves here.
  useEffect(() => {
    if (document.activeElement?.hasAttribute(REVISION_LINK)) heading.current?.focus();
  }, [revision.id]);
  return (
    <section aria-labelledby="revision-changes-title" className="grid content-start gap-3">
      <div>
        <h3 id="revision-changes-title" ref={heading} tabIndex={-1} className="font-semibold">
          Revision {number} compared with the current version
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Saved <time dateTime={revision.createdAt}>{utcTime(revision.createdAt)}</time>, {savedByText(revision.savedBy)}.
        </p>
      </div>
      {revision.current || changes.length === 0 ? (
        <p className="text-sm">This revision is the same as the current version.</p>
      ) : (
        <dl className="grid gap-3">
          {changes.map((change) => (
            <div key={change.name} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
              <dt className="font-semibold">{change.label}</dt>
              <dd>
                {change.note ? (
                  <p className="text-slate-600 dark:text-slate-300">{change.note}</p>
                ) : (
                  <dl className="grid gap-1 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-x-3">
                    <Side name={change.list ? `Only in revision ${number}` : `Revision ${number}`} entries={change.revision} list={change.list} />
                    <Side name={change.list ? "Only in the current version" : "Current version"} entries={change.current} list={change.list} />
                  </dl>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Side({ name, entries, list }: { name: string; entries: ShownEntry[]; list: boolean }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-300">{name}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere] whitespace-pre-line">
        {entries.length === 0 ? (
          <span className="text-slate-600 italic dark:text-slate-300">{list ? "nothing" : "(empty)"}</span>
        ) : list || entries.length > 1 ? (
          <ul className="grid list-disc gap-1 pl-5">
            {entries.map((entry, index) => (
              <li key={index}>
                <Entry entry={entry} />
              </li>
            ))}
          </ul>
        ) : (
          <Entry entry={entries[0]} />
        )}
      </dd>
    </>
  );
}

function Entry({ entry }: { entry: ShownEntry }) {
  if (!entry.image) return <>{entry.text}</>;
  return (
    <span className="inline-flex items-center gap-2 align-middle">
      <img src={entry.image} alt="" loading="lazy" className="size-10 shrink-0 rounded border border-slate-200 object-cover dark:border-slate-700" />
      <span>{entry.text}</span>
    </span>
  );
}
