import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/fields";

/** Site Settings' security switch: administrators must use two-factor sign-in (decision 022). */
export function SecurityForm({ required, forcedByEnv }: { required: boolean; forcedByEnv: boolean }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "security";
  return (
    <Form
      method="post"
      aria-labelledby="security-title"
      key={String(required)}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="security-title" className="text-lg font-semibold">
        Security
      </h2>
      <input type="hidden" name="intent" value="security" />
      <CheckboxField
        label="Require two-factor sign-in for administrators"
        name="requireAdminTwoFactor"
        value="on"
        defaultChecked={required || forcedByEnv}
        disabled={forcedByEnv}
        hint={
          forcedByEnv
            ? "Required by the server's ADMIN_REQUIRE_TWO_FACTOR setting; it cannot be turned off here."
            : "An administrator without two-factor sign-in is sent to their Account page to set it up before anything else."
        }
      />
      <div>
        <Button type="submit" disabled={saving || forcedByEnv}>
          {saving ? "Saving..." : "Save security settings"}
        </Button>
      </div>
    </Form>
  );
}
