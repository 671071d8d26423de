import { Form, useNavigation } from "react-router";
import { changePasswordInput } from "~/auth/account-schema";
import { PASSWORD_LENGTH } from "~/auth/password-length";
import { useFormErrors } from "~/components/admin/use-form-errors";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/fields";
import { AccountSection, FormError } from "./section";

/** Change own password: the current one first; every other session is signed out. */
export function PasswordSection({ errors: serverErrors }: { errors: Record<string, string> | undefined }) {
  const { errors, onSubmit } = useFormErrors(changePasswordInput, serverErrors);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  return (
    <AccountSection id="password-title" title="Change Password" description="Your other sessions are signed out when the password changes; this one stays signed in.">
      <Form method="post" noValidate onSubmit={onSubmit} aria-label="Change password" className="grid max-w-md gap-4">
        <input type="hidden" name="intent" value="change-password" />
        <InputField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required marked error={errors.currentPassword} />
        <InputField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          marked
          hint={`At least ${PASSWORD_LENGTH.min} characters, not a commonly used password.`}
          error={errors.newPassword}
        />
        <InputField label="Repeat new password" name="confirm" type="password" autoComplete="new-password" required marked error={errors.confirm} />
        <FormError message={errors.form} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? "Changing..." : "Change Password"}
        </Button>
      </Form>
    </AccountSection>
  );
}
