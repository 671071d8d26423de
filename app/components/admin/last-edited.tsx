import type { LastEditNote } from "~/audit/time-ago";

/** "Last edited by {name}, {time ago}", from the audit log, under an edit form's title. */
export function LastEdited({ note }: { note?: LastEditNote | null }) {
  if (!note) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      Last edited by {note.name},{" "}
      <time dateTime={note.at} title={`${note.at.slice(0, 16).replace("T", " ")} UTC`}>
        {note.ago}
      </time>
    </p>
  );
}
