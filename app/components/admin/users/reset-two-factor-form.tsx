import { Form, useNavigation } from "react-router";
import type { StaffMember } from "~/auth/staff-repository.server";
import { Button } from "~/components/ui/button";

/**
 * Resets a user's two-factor sign-in (a lost phone and lost recovery codes): the secret and codes
 * are deleted, the user signs in with the password and sets it up again.
 */
export function ResetTwoFactorForm({ user }: { user: StaffMember }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reset-two-factor";
  return (
    <Form
      method="post"
      preventScrollReset
      aria-label={`Two-factor sign-in of ${user.name}`}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold">Two-factor sign-in</h2>
      <p className="text-sm">
        {user.name} signs in with a code from an authenticator app. Reset it when they have lost the app and their recovery codes: they then sign in with the
        password alone and set it up again from their Account page.
      </p>
      <input type="hidden" name="intent" value="reset-two-factor" />
      <input type="hidden" name="id" value={user.id} />
      <div>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? "Resetting..." : "Reset Two-Factor"}
        </Button>
      </div>
    </Form>
  );
}
