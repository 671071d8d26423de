import type { SubmissionResult } from "@conform-to/react";
import type { StaffMember } from "~/auth/staff-repository.server";
import { accessInput } from "~/auth/staff-schema";
import { EditorForm } from "~/components/admin/editor-form";
import { selectProps } from "~/components/forms/field-props";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { SelectField } from "~/components/ui/fields";
import { ROLE_HINT, ROLE_OPTIONS } from "./role-options";

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "disabled", label: "Disabled (cannot sign in)" },
];

type AccessFormProps = { user: StaffMember; self: boolean; lastResult?: SubmissionResult<string[]> | null };

/** A user's role and status. Disabling signs the user out everywhere at once. */
export function AccessForm({ user, self, lastResult }: AccessFormProps) {
  const [form, fields] = useSchemaForm(accessInput, { lastResult, defaultValue: { role: user.role, status: user.disabled ? "disabled" : "active" } });
  return (
    <EditorForm form={form} title={`Edit User: ${user.name}`} recordId={user.id}>
      <p className="text-sm break-all text-slate-600 dark:text-slate-300">{user.email}</p>
      <SelectField key={fields.role.key} {...selectProps(fields.role)} label="Role" placeholder="Choose a role" options={ROLE_OPTIONS} marked required hint={ROLE_HINT} />
      <SelectField
        key={fields.status.key}
        {...selectProps(fields.status)}
        label="Status"
        placeholder="Choose a status"
        options={STATUS_OPTIONS}
        marked
        required
        hint={self ? "This is your own account: you cannot disable it." : "A disabled user is signed out at once and cannot sign in until enabled again."}
      />
    </EditorForm>
  );
}
