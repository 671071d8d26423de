import { type FormMetadata, FormProvider } from "@conform-to/react";
import type { ReactNode } from "react";
import { useLoaderData, useNavigation, useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { SCRIPTED_FIELD } from "~/components/forms/form-payload";
import { SchemaForm } from "~/components/forms/schema-form";
import { listSearch } from "~/content/shared/list-query";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { AdminIcon } from "~/components/icons/admin-icon";
import type { LastEditNote } from "~/audit/time-ago";
import { LastEdited } from "./last-edited";
import { DraftNotice } from "./draft-notice";
import { UnsavedChangesGuard } from "./unsaved-changes";
import { useHydrated } from "./use-hydrated";
import { HISTORY_TOGGLE, RevisionHistory } from "./history/revision-history";
import { useHistoryLinks } from "./history/use-history";

type EditorFormProps = {
  /** The Conform form (useSchemaForm): its id, its check on submit, and the fields' state. */
  form: FormMetadata<any>;
  title: string;
  /** The record being edited; absent when creating. */
  recordId?: number | string;
  /** Where Cancel goes: the list without the form, in the state (search, order, page) it was in. */
  cancelTo?: string;
  /** Set when the form sits in a dialog, which brings its own title. */
  bare?: boolean;
  /** The submit button's text when the screen names it (the Popups screen's "Create Popup"); "Save" otherwise. */
  submitLabel?: string;
  /**
   * The record's last edit from the audit log, shown under the title. By default the route loader's
   * `lastEdits` (every list screen returns `lastEditNotes(...)` under that name), by this record's id.
   */
  lastEdit?: LastEditNote | null;
  /** The type has the publishing workflow: an existing record can be saved as a draft (decision 035). */
  drafts?: boolean;
  /** The record's public page, when it has one (the definition's `publicPage`): "View on site" opens it. */
  publicPage?: string;
  /** The staff-only preview, for a record without a public page of its own (the definition's `previewPage`). */
  previewPage?: string;
  /** The type keeps revisions (the definition's `revisions`): an existing record's form has a History (decision 038), naming it by `noun`. */
  revisions?: { noun: string };
  children: ReactNode;
};

/**
 * The create/edit form of a list screen. It posts to the route action (so it works without
 * JavaScript); a successful save redirects to the list, which closes and resets the form. Leaving
 * it with unsaved changes asks first; Ctrl+S or Cmd+S saves it.
 */
export function EditorForm({ form, title, recordId, cancelTo, bare, submitLabel = "Save", lastEdit, drafts, publicPage, previewPage, revisions, children }: EditorFormProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const routeData = useLoaderData() as { lastEdits?: Record<string, LastEditNote> } | undefined;
  const note = lastEdit === undefined ? routeData?.lastEdits?.[String(recordId)] : lastEdit;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const hydrated = useHydrated();
  const withDrafts = drafts && recordId !== undefined;
  // The staff-only preview of the public page (decision 035): the pending draft, or the record as saved even before it is live.
  const previewHref = !withDrafts ? undefined : (previewPage ?? (publicPage ? `${publicPage}?preview` : undefined));
  const history = revisions && recordId !== undefined ? recordId : undefined;
  return (
    <FormProvider context={form.context}>
      {withDrafts ? <DraftNotice recordId={recordId} previewHref={previewHref} /> : null}
      {history !== undefined && revisions ? <RevisionHistory recordId={history} noun={revisions.noun} /> : null}
      <SchemaForm
        form={form}
        preventScrollReset
        aria-label={title}
        className={cx("grid grid-cols-1 gap-4 *:min-w-0", !bare && "rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900")}
      >
        {bare && !publicPage && !previewHref && history === undefined ? null : (
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            {bare ? null : <h2 className="text-lg font-semibold">{title}</h2>}
            {publicPage || previewHref || history !== undefined ? (
              <span className="flex flex-wrap gap-x-4 gap-y-1">
                {history !== undefined ? <HistoryLink recordId={history} /> : null}
                {publicPage ? (
                  <a href={publicPage} target="_blank" rel="noopener" className="admin-link inline-flex items-center gap-1 text-sm">
                    View on site
                    <AdminIcon name="external-link" className="size-3.5" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
                {previewHref ? (
                  <a href={previewHref} target="_blank" rel="noopener" className="admin-link inline-flex items-center gap-1 text-sm">
                    Preview
                    <AdminIcon name="external-link" className="size-3.5" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </span>
            ) : null}
          </div>
        )}
        {recordId && note?.id === String(recordId) ? <LastEdited note={note} /> : null}
        <input type="hidden" name="intent" value="save" />
        {hydrated ? <input type="hidden" name={SCRIPTED_FIELD} value="1" /> : null}
        {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
        {children}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : submitLabel}
          </Button>
          {withDrafts ? (
            <Button type="submit" name="draft" value="1" variant="outline">
              Keep as draft
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <AdminLink to={cancelTo ?? (listSearch(params) || ".")} preventScrollReset>
              Cancel
            </AdminLink>
          </Button>
        </div>
      </SchemaForm>
      <UnsavedChangesGuard formId={form.id} />
    </FormProvider>
  );
}

/** Opens (or closes) the record's History above the form, keeping what the form holds. */
function HistoryLink({ recordId }: { recordId: number | string }) {
  const links = useHistoryLinks(recordId);
  return (
    <AdminLink
      to={links.open ? links.close : links.show()}
      preventScrollReset
      aria-expanded={links.open}
      aria-controls={links.open ? "revision-history" : undefined}
      className="admin-link inline-flex items-center gap-1 text-sm"
      {...{ [HISTORY_TOGGLE]: "" }}
    >
      <AdminIcon name="rotate-ccw-clock" className="size-3.5" />
      History
    </AdminLink>
  );
}
