import { AdminLink } from "~/components/admin/admin-link";
import { cx } from "~/components/ui/class-names";
import { MEDIA_KIND_LABELS } from "~/content/media-file/library";
import type { MediaKind } from "~/content/media-file/schema";
import { formatBytes } from "~/media/format-bytes";
import { AdminIcon } from "~/components/icons/admin-icon";
import type { Column } from "../record-table";
import { Thumbnail } from "../thumbnail";

/** What the library's rows and detail view show of a file (the loader's `shown`). */
export type LibraryFile = {
  id: number;
  url: string;
  name: string;
  key: string;
  kind: MediaKind;
  size: number;
  width: number | null;
  height: number | null;
  uploaded: string;
  alt: string | null;
  thumbnail: string | null;
  preview: string | null;
  users: Array<{ text: string; edit: string }>;
  moreUsers: boolean;
};

export const dimensions = (file: Pick<LibraryFile, "width" | "height">) => (file.width && file.height ? `${file.width} × ${file.height} px` : "—");

/** A file's preview: the image's thumbnail, or the icon of a document. */
export function FilePreview({ file }: { file: Pick<LibraryFile, "kind" | "thumbnail"> }) {
  if (file.kind === "image") return <Thumbnail src={file.thumbnail} />;
  return (
    <span className="admin-thumb flex items-center justify-center text-slate-600 dark:text-slate-300">
      <AdminIcon name="file-text" className="size-6" />
    </span>
  );
}

/** "Missing alt text" on an image something uses: pages need it. An unused image merely has none yet. */
export function AltText({ file }: { file: Pick<LibraryFile, "kind" | "alt" | "users"> }) {
  if (file.kind !== "image")
    return (
      <span className="text-slate-600 dark:text-slate-300">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not an image</span>
      </span>
    );
  if (file.alt) return <span className="line-clamp-3">{file.alt}</span>;
  if (file.users.length > 0) return <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">Missing alt text</span>;
  return <span className="text-slate-600 dark:text-slate-300">None yet</span>;
}

/** The records using a file, each a link to its edit form. */
export function UsedBy({ file, className }: { file: Pick<LibraryFile, "users" | "moreUsers">; className?: string }) {
  if (file.users.length === 0) return <span className="text-slate-600 dark:text-slate-300">Not used</span>;
  return (
    <ul className={cx("grid gap-1", className)}>
      {file.users.map((user) => (
        <li key={user.edit + user.text}>
          <AdminLink to={user.edit} className="admin-link">
            {user.text.charAt(0).toUpperCase() + user.text.slice(1)}
          </AdminLink>
        </li>
      ))}
      {file.moreUsers ? <li className="text-slate-600 dark:text-slate-300">and more</li> : null}
    </ul>
  );
}

/** The library table's columns. */
export const mediaColumns: Column<LibraryFile>[] = [
  { header: "Preview", cell: (file) => <FilePreview file={file} /> },
  {
    header: "Name",
    sort: "original_name",
    cell: (file) => (
      <>
        <a href={file.url} target="_blank" rel="noopener" className="admin-link block min-w-40 break-words">
          {file.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">{MEDIA_KIND_LABELS[file.kind].one}</span>
      </>
    ),
  },
  { header: "Size", sort: "size", cell: (file) => <span className="whitespace-nowrap">{formatBytes(file.size)}</span> },
  { header: "Dimensions", cell: (file) => <span className="whitespace-nowrap">{dimensions(file)}</span> },
  {
    header: "Uploaded",
    sort: "created_at",
    cell: (file) => (
      <time dateTime={file.uploaded} className="whitespace-nowrap">
        {file.uploaded.slice(0, 10)}
      </time>
    ),
  },
  { header: "Alt text", cell: (file) => <AltText file={file} /> },
  { header: "Used by", cell: (file) => <UsedBy file={file} className="min-w-48" /> },
];
