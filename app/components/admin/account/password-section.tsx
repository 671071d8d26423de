import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { changePasswordInput } from "~/auth/account-schema";
import { PASSWORD_LENGTH } from "~/auth/password-length";
import { inputProps } from "~/components/forms/field-props";
import { SchemaForm } from "~/components/forms/schema-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/fields";
import { AccountSection, FormError } from "./section";

/** Change own password: the current one first; every other session is signed out. */
export function PasswordSection({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const [form, fields] = useSchemaForm(changePasswordInput, { lastResult });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  return (
    <AccountSection id="password-title" title="Change Password" description="Your other sessions are signed out when the password changes; this one stays signed in.">
      <SchemaForm form={form} aria-label="Change password" className="grid max-w-md gap-4">
        <input type="hidden" name="intent" value="change-password" />
        <InputField {...inputProps(fields.currentPassword, "password")} label="Current password" autoComplete="current-password" required marked />
        <InputField
          {...inputProps(fields.newPassword, "password")}
          label="New password"
          autoComplete="new-password"
          required
          marked
          hint={`At least ${PASSWORD_LENGTH.min} characters, not a commonly used password.`}
        />
        <InputField {...inputProps(fields.confirm, "password")} label="Repeat new password" autoComplete="new-password" required marked />
        <FormError message={form.errors?.[0]} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? "Changing..." : "Change Password"}
        </Button>
      </SchemaForm>
    </AccountSection>
  );
}
