import type { SubmissionResult } from "@conform-to/react";
import { useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { formatReceived } from "~/components/admin/inbox-labels";
import { inputProps } from "~/components/forms/field-props";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { MEDIA_KIND_LABELS } from "~/content/media-file/library";
import { ALT_TEXT_MAX, altTextInput } from "~/content/media-file/schema";
import { withParams } from "~/content/shared/list-query";
import { formatBytes } from "~/media/format-bytes";
import { CountedInputField } from "../counted-input";
import { EditorForm } from "../editor-form";
import { FormDialog } from "../form-dialog";
import { ALT_TEXT_HINT } from "./alt-text-hint";
import { dimensions, type LibraryFile, UsedBy } from "./media-cells";


/** A file's detail view: its facts, where it is used, and (for an image) its alt text, the one place it is edited. */
export function MediaDetails({ file, lastResult }: { file: LibraryFile; lastResult?: SubmissionResult<string[]> | null }) {
  const [params] = useSearchParams();
  const facts = [
    MEDIA_KIND_LABELS[file.kind].one,
    ...(file.width && file.height ? [dimensions(file)] : []),
    formatBytes(file.size),
  ].join(", ");
  return (
    <FormDialog title={file.name} description={facts}>
      <div className="grid gap-4">
        {file.preview ? <img src={file.preview} alt="" className="max-h-64 w-full rounded-md border border-slate-200 bg-slate-100 object-contain dark:border-slate-700 dark:bg-slate-800" /> : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium">Address</dt>
          <dd className="min-w-0 break-all">
            <a href={file.url} target="_blank" rel="noopener" className="admin-link">
              {file.url}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
          <dt className="font-medium">Uploaded</dt>
          <dd>{formatReceived(file.uploaded)}</dd>
          <dt className="font-medium">Used by</dt>
          <dd>
            <UsedBy file={file} />
          </dd>
        </dl>
        {file.kind === "image" ? <AltTextForm file={file} lastResult={lastResult} /> : null}
        {file.users.length === 0 ? (
          <p className="text-sm">
            <AdminLink to={withParams(params, { edit: null, delete: file.id })} preventScrollReset className="admin-link text-red-700 dark:text-red-400">
              Delete this file
            </AdminLink>
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">A file in use cannot be deleted: remove it from the content above first.</p>
        )}
      </div>
    </FormDialog>
  );
}

function AltTextForm({ file, lastResult }: { file: LibraryFile; lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useSchemaForm(altTextInput, { lastResult, defaultValue: { id: String(file.id), alt_text: file.alt ?? "" } });
  return (
    <EditorForm form={form} title={`Alt text of ${file.name}`} recordId={file.id} bare lastEdit={null}>
      <CountedInputField key={fields.alt_text.key} {...inputProps(fields.alt_text)} label="Alt text" hint={ALT_TEXT_HINT} max={ALT_TEXT_MAX} />
    </EditorForm>
  );
}
