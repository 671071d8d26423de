import { AlertDialog } from "radix-ui";
import { Form, useNavigation, useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { Button } from "~/components/ui/button";
import { KEEP_RECENT_HOURS, MEDIA_KIND_LABELS } from "~/content/media-file/library";
import type { MediaKind } from "~/content/media-file/schema";
import { withParams } from "~/content/shared/list-query";
import { formatBytes } from "~/media/format-bytes";
import { FilePreview } from "./media-cells";
import { useHydrated } from "../use-hydrated";

export type UnusedPreview = {
  count: number;
  size: string;
  listed: Array<{ id: number; name: string; kind: MediaKind; size: number; uploaded: string; thumbnail: string | null }>;
  ids: string;
  removable: number;
  recentKept: number;
};

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

/**
 * Remove unused files, step one: what would go (count, total size, the list) and what is kept; step
 * two, "Remove … files", asks once more in the admin's confirm dialog before anything is deleted.
 */
export function UnusedFiles({ unused }: { unused: UnusedPreview }) {
  const [params] = useSearchParams();
  const close = withParams(params, { unused: null });
  const kept = `Files uploaded in the last ${KEEP_RECENT_HOURS} hours are kept, since a form may still be open with them${
    unused.recentKept > 0 ? ` (${plural(unused.recentKept, "unused file", "unused files")} now)` : ""
  }.`;
  return (
    <section aria-labelledby="unused-title" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id="unused-title" className="text-lg font-semibold">
        Remove unused files
      </h2>
      {unused.count === 0 ? (
        <p>{`Nothing to remove: every file uploaded more than ${KEEP_RECENT_HOURS} hours ago is in use.`}</p>
      ) : (
        <p>
          <strong>{plural(unused.count, "file", "files")}</strong>
          {`, ${unused.size} in all, ${unused.count === 1 ? "is" : "are"} used by no content, pending draft, trashed item or kept revision: uploads that were replaced, removed, or left in a form that was never saved.`}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">{kept}</p>
      {unused.count > unused.removable ? <p className="text-sm">{`The first ${plural(unused.removable, "file", "files")} are removed now; run it again for the rest.`}</p> : null}
      {unused.listed.length > 0 ? (
        <div className="relative max-h-96 overflow-auto rounded-md border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Files to remove</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-200">
              <tr>
                {["Preview", "Name", "Size", "Uploaded"].map((header) => (
                  <th key={header} scope="col" className="px-4 py-2 font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {unused.listed.map((file) => (
                <tr key={file.id}>
                  <td className="px-4 py-2">
                    <FilePreview file={file} />
                  </td>
                  <td className="px-4 py-2 break-all">
                    {file.name}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{MEDIA_KIND_LABELS[file.kind].one}</span>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatBytes(file.size)}</td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    <time dateTime={file.uploaded}>{file.uploaded.slice(0, 10)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {unused.count > unused.listed.length ? <p className="px-4 py-2 text-sm text-slate-600 dark:text-slate-300">{`and ${plural(unused.count - unused.listed.length, "more file", "more files")}`}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {unused.removable > 0 ? <RemoveButton unused={unused} /> : null}
        <Button asChild variant="outline">
          <AdminLink to={close} preventScrollReset>
            {unused.removable > 0 ? "Cancel" : "Close"}
          </AdminLink>
        </Button>
      </div>
    </section>
  );
}

/** The removal's post; with JavaScript it is behind the confirm dialog, without it this button is the second, deliberate click. */
function RemoveButton({ unused }: { unused: UnusedPreview }) {
  const hydrated = useHydrated();
  const removing = useNavigation().formData?.get("intent") === "remove-unused";
  const label = `Remove ${plural(unused.removable, "file", "files")}`;
  const post = (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="remove-unused" />
      <input type="hidden" name="ids" value={unused.ids} />
      <Button type="submit" variant="destructive" disabled={removing}>
        {removing ? "Removing..." : label}
      </Button>
    </Form>
  );
  if (!hydrated) return post;
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="destructive">{label}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">{`Remove ${plural(unused.removable, "unused file", "unused files")}?`}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {`They are deleted from storage with every copy, and their addresses stop working. This cannot be undone.`}
          </AlertDialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            {post}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
