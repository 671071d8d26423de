import { accessInput } from "~/auth/staff-schema";
import type { StaffMember } from "~/auth/staff-repository.server";
import { EditorForm } from "~/components/admin/editor-form";
import { useFormErrors } from "~/components/admin/use-form-errors";
import { SelectField } from "~/components/ui/fields";
import { ROLE_HINT, ROLE_OPTIONS } from "./role-options";

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "disabled", label: "Disabled (cannot sign in)" },
];

type AccessFormProps = { user: StaffMember; self: boolean; values: Record<string, string> | null; serverErrors?: Record<string, string> };

/** A user's role and status. Disabling signs the user out everywhere at once. */
export function AccessForm({ user, self, values, serverErrors }: AccessFormProps) {
  const { errors, onSubmit } = useFormErrors(accessInput, serverErrors);
  return (
    <EditorForm title={`Edit User: ${user.name}`} recordId={user.id} onSubmit={onSubmit}>
      <p className="text-sm break-all text-slate-600 dark:text-slate-300">{user.email}</p>
      <SelectField label="Role" name="role" placeholder="Choose a role" options={ROLE_OPTIONS} marked required defaultValue={values?.role ?? user.role} hint={ROLE_HINT} error={errors.role} />
      <SelectField
        label="Status"
        name="status"
        placeholder="Choose a status"
        options={STATUS_OPTIONS}
        marked
        required
        defaultValue={values?.status ?? (user.disabled ? "disabled" : "active")}
        hint={self ? "This is your own account: you cannot disable it." : "A disabled user is signed out at once and cannot sign in until enabled again."}
        error={errors.status}
      />
    </EditorForm>
  );
}
