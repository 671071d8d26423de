import { hasPublishing } from "~/content/shared/publishing";
import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import type { LastEditNote } from "~/audit/time-ago";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { type ContentDefinition, initialValues } from "~/content/shared/definition";
import { EditorForm } from "../editor-form";
import { usePendingDraft } from "../draft-notice";
import { FormDialog } from "../form-dialog";
import { useHydrated } from "../use-hydrated";
import type { Choices, CustomControls } from "./field-control";
import { SectionFields } from "./section-fields";

export type ContentFormProps<Row extends { id: number }> = {
  definition: ContentDefinition<any, Row>;
  /** The record being edited; absent when creating. */
  editing?: Row;
  lastResult?: SubmissionResult<string[]> | null;
  choices?: Choices;
  custom?: CustomControls;
  /** The record's last edit when the screen holds it apart from the route's `lastEdits` (driver categories). */
  lastEdit?: LastEditNote | null;
  /** Hidden fields a screen adds to the post (which kind of record it is about). */
  hidden?: ReactNode;
};

/** A list screen's create/edit form, built from the definition's sections; in a dialog where the list says so (Types). */
export function ContentForm<Row extends { id: number }>({ definition, editing, lastResult, choices, custom, lastEdit, hidden }: ContentFormProps<Row>) {
  const hydrated = useHydrated();
  // A stored record is what its form starts with; Conform writes its numbers and flags as form text.
  // A pending draft's values over the record's (decision 035).
  const draft = usePendingDraft(editing?.id);
  const defaultValue = editing ? ({ ...editing, ...draft?.values } as unknown as DefaultValue<Record<string, unknown>>) : initialValues(definition.fields);
  const [form, metas] = useSchemaForm(definition.schema, { lastResult, defaultValue });
  const titles = definition.formTitle ?? { create: `Add ${definition.label}`, edit: `Edit ${definition.label}` };
  const title = editing ? titles.edit : titles.create;
  const submitLabel = definition.submitLabel && (editing ? definition.submitLabel.edit : definition.submitLabel.create);
  const inDialog = definition.list?.formInDialog === true;
  const body = (
    <EditorForm form={form} title={title} recordId={editing?.id} publicPage={editing ? definition.publicPage?.(editing) : undefined} previewPage={editing ? definition.previewPage?.(editing) : undefined} submitLabel={submitLabel} bare={inDialog && hydrated} lastEdit={lastEdit} drafts={hasPublishing(definition)} revisions={definition.revisions ? { noun: definition.list?.noun[0] ?? definition.label.toLowerCase() } : undefined}>
      {hidden}
      {definition.form.map((section) => (
        <SectionFields key={section.id} fields={definition.fields} section={section} metas={metas} choices={choices} custom={custom} />
      ))}
    </EditorForm>
  );
  return inDialog ? <FormDialog title={title}>{body}</FormDialog> : body;
}
