import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { startTwoFactorInput } from "~/auth/account-schema";
import { enrolmentCodeInput } from "~/auth/two-factor-code";
import type { Enrolment } from "~/auth/two-factor.server";
import { inputProps } from "~/components/forms/field-props";
import { SchemaForm } from "~/components/forms/schema-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/fields";
import { AccountSection, FormError } from "./section";

type Props = {
  enrolment: Enrolment;
  required: boolean;
  /** Set once, in the answer to the confirming post. */
  recoveryCodes: string[] | undefined;
  /** The answer to this section's last refused post. */
  lastResult: SubmissionResult<string[]> | null | undefined;
};

/** Two-factor sign-in: off (start with the password), pending (QR code, secret, confirm), or on. */
export function TwoFactorSection({ enrolment, required, recoveryCodes, lastResult }: Props) {
  const description =
    enrolment.status === "on"
      ? "Two-factor sign-in is on: after your password, sign-in asks for a code from your authenticator app."
      : "After your password, sign-in will also ask for a 6-digit code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).";
  return (
    <AccountSection id="two-factor-title" title="Two-Factor Sign-In" description={description}>
      {required && enrolment.status !== "on" ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          Administrators must use two-factor sign-in. Set it up here before using the rest of the admin panel.
        </p>
      ) : null}
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
      {enrolment.status === "off" ? <StartForm lastResult={lastResult} /> : null}
      {enrolment.status === "pending" ? <ConfirmForm enrolment={enrolment} lastResult={lastResult} /> : null}
      {enrolment.status === "on" && !recoveryCodes ? (
        <p className="text-sm">
          <strong className="font-semibold">Status: On.</strong> {enrolment.recoveryCodesLeft} of 10 recovery codes left. If you lose your phone and your
          recovery codes, an administrator can reset your two-factor sign-in from Users.
        </p>
      ) : null}
    </AccountSection>
  );
}

type Answer = { lastResult: Props["lastResult"] };

function StartForm({ lastResult }: Answer) {
  const [form, fields] = useSchemaForm(startTwoFactorInput, { lastResult });
  const busy = useBusy("start-two-factor");
  return (
    <SchemaForm form={form} aria-label="Set up two-factor sign-in" className="grid max-w-md gap-4">
      <input type="hidden" name="intent" value="start-two-factor" />
      <p className="text-sm">
        <strong className="font-semibold">Status: Off.</strong> Confirm your password to start.
      </p>
      <InputField {...inputProps(fields.password, "password")} label="Current password" autoComplete="current-password" required marked />
      <FormError message={form.errors?.[0]} />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? "Starting..." : "Set Up Two-Factor"}
      </Button>
    </SchemaForm>
  );
}

function ConfirmForm({ enrolment, lastResult }: Answer & { enrolment: Extract<Enrolment, { status: "pending" }> }) {
  const [form, fields] = useSchemaForm(enrolmentCodeInput, { lastResult });
  const busy = useBusy("confirm-two-factor");
  return (
    <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
      <figure className="grid justify-items-center gap-2">
        {/* The SVG is drawn by the server (qrcode) from the otpauth:// link; white behind it in both themes so phones can read it. */}
        <div role="img" aria-label="QR code for your authenticator app" className="size-56 rounded-md bg-white p-2 [&_svg]:size-full" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
        <figcaption className="text-xs text-slate-600 dark:text-slate-300">Scan with your authenticator app</figcaption>
      </figure>
      <div className="grid min-w-0 gap-4">
        <div className="grid gap-1.5">
          <p className="text-sm font-medium" id="totp-secret-label">
            Or type this key into the app
          </p>
          <code aria-labelledby="totp-secret-label" className="block rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all select-all dark:border-slate-700 dark:bg-slate-950" data-testid="totp-secret">
            {enrolment.secret}
          </code>
          <p className="text-xs text-slate-600 dark:text-slate-300">Time-based, 6 digits, every 30 seconds.</p>
        </div>
        <SchemaForm form={form} aria-label="Confirm two-factor sign-in" className="grid max-w-md gap-4">
          <input type="hidden" name="intent" value="confirm-two-factor" />
          <InputField
            {...inputProps(fields.code)}
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            marked
            hint="The 6-digit code the app now shows for this account."
          />
          <FormError message={form.errors?.[0]} />
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy ? "Checking..." : "Turn On Two-Factor"}
          </Button>
        </SchemaForm>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-3 rounded-md border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50">
      <h3 className="font-semibold">Your recovery codes</h3>
      <p className="text-sm">
        Each code signs you in once instead of a code from the app, if you lose your phone. Store them somewhere safe now: they are shown only this once.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-5 md:max-w-3xl">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
