import { type FormMetadata, FormProvider } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { SCRIPTED_FIELD } from "~/components/forms/form-payload";
import { SchemaForm } from "~/components/forms/schema-form";
import { listSearch } from "~/content/shared/list-query";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { AdminIcon } from "~/components/icons/admin-icon";
import type { LastEditNote } from "~/audit/time-ago";
import { LastEdited } from "./last-edited";
import { UnsavedChangesGuard } from "./unsaved-changes";
import { useHydrated } from "./use-hydrated";

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
  /** The record's public page, when it has one (the definition's `publicPage`): "View on site" opens it. */
  publicPage?: string;
  children: ReactNode;
};

/**
 * The create/edit form of a list screen. It posts to the route action (so it works without
 * JavaScript); a successful save redirects to the list, which closes and resets the form. Leaving
 * it with unsaved changes asks first; Ctrl+S or Cmd+S saves it.
 */
export function EditorForm({ form, title, recordId, cancelTo, bare, submitLabel = "Save", lastEdit, publicPage, children }: EditorFormProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const routeData = useLoaderData() as { lastEdits?: Record<string, LastEditNote> } | undefined;
  const note = lastEdit === undefined ? routeData?.lastEdits?.[String(recordId)] : lastEdit;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const hydrated = useHydrated();
  return (
    <FormProvider context={form.context}>
      <SchemaForm
        form={form}
        preventScrollReset
        aria-label={title}
        className={cx("grid grid-cols-1 gap-4 *:min-w-0", !bare && "rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900")}
      >
        {bare && !publicPage ? null : (
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            {bare ? null : <h2 className="text-lg font-semibold">{title}</h2>}
            {publicPage ? (
              <a href={publicPage} target="_blank" rel="noopener" className="admin-link inline-flex items-center gap-1 text-sm">
                View on site
                <AdminIcon name="external-link" className="size-3.5" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        )}
        {recordId && note?.id === String(recordId) ? <LastEdited note={note} /> : null}
        <input type="hidden" name="intent" value="save" />
        {hydrated ? <input type="hidden" name={SCRIPTED_FIELD} value="1" /> : null}
        {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
        {children}
        <div className="flex gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : submitLabel}
          </Button>
          <Button asChild variant="outline">
            <Link to={cancelTo ?? (listSearch(params) || ".")} preventScrollReset>
              Cancel
            </Link>
          </Button>
        </div>
      </SchemaForm>
      <UnsavedChangesGuard formId={form.id} />
    </FormProvider>
  );
}
