import type { SubmissionResult } from "@conform-to/react";
import { Icon } from "~/components/icons/icon";
import { type FormEvent, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { MessageSubmission } from "~/content/message/submit.server";
import { HoneypotField } from "~/spam/honeypot-field";
import { InputField, TextAreaField } from "~/components/ui/fields";

type MessageFormProps = {
  id: string;
  title: string;
  successText: string;
  submitLabel: string;
  result: MessageSubmission | undefined;
};

// The check (Conform's parse, the schema and the validation library) loads when a visitor first
// focuses the form, not with the page. Conform's React hooks are left out of these two pages: they
// would add 9 kB of gzip to a first load already near issue 9's 130 kB (decision 026).
type Check = typeof import("~/content/message/check");
let check: Check | undefined;
const loadCheck = () => import("~/content/message/check").then((module) => (check = module));

/**
 * The support and contact form. A plain POST to the page's action, so it works without JavaScript;
 * the browser checks its required fields (as the spec has it), and with JavaScript the action's
 * own check (parseSubmission with the same schema) also runs on first submit, then as fields change.
 */
export function MessageForm({
  id,
  title,
  successText,
  submitLabel,
  result,
}: MessageFormProps) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" &&
    navigation.formData?.get("form") === id;
  // The browser's own check, once a submit has been tried; null until then (the server's answer shows).
  const [checked, setChecked] = useState<SubmissionResult<string[]> | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    // A fresh, empty form after each stored message; the server's answer replaces the browser's.
    if (result?.status === "sent") setGeneration((value) => value + 1);
    setChecked(null);
  }, [result]);

  const answer = result && result.status !== "sent" ? result.result : undefined;
  const shown = checked ?? answer;
  const field = (name: string) => {
    const value = answer?.initialValue?.[name];
    return { name, defaultValue: typeof value === "string" ? value : undefined, error: shown?.error?.[name]?.[0] };
  };
  const run = (form: HTMLFormElement) => check!.checkMessage(new FormData(form)).reply();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!check) {
      // Submitted before the check arrived: check once it has, then submit again.
      event.preventDefault();
      const element = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadCheck().then(() => element.requestSubmit(submitter));
      return;
    }
    const found = run(event.currentTarget);
    setChecked(found);
    if (found.status === "error") {
      event.preventDefault();
      const first = Object.keys(found.error ?? {})[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-line bg-surface p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title}
      </h2>
      {result?.status === "sent" ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200"
        >
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
          {successText}
        </p>
      ) : null}
      {result?.status === "refused" ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {result.message}
        </p>
      ) : null}
      <Form
        key={generation}
        method="post"
        preventScrollReset
        onSubmit={onSubmit}
        onFocus={() => void loadCheck()}
        onChange={(event) => {
          if (checked && check) setChecked(run(event.currentTarget));
        }}
        className="relative mt-6 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="form" value={id} />
        <HoneypotField />
        <InputField
          label="First Name"
          {...field("firstName")}
          required
          marked
          autoComplete="given-name"
        />
        <InputField
          label="Last Name"
          {...field("lastName")}
          required
          marked
          autoComplete="family-name"
        />
        <InputField
          label="Email"
          {...field("email")}
          type="email"
          required
          marked
          autoComplete="email"
        />
        <InputField
          label="Phone"
          {...field("phone")}
          type="tel"
          autoComplete="tel"
        />
        <InputField
          label="Company"
          {...field("company")}
          autoComplete="organization"
        />
        <InputField
          label="Product"
          {...field("product")}
        />
        <InputField
          label="Subject"
          {...field("subject")}
          required
          marked
          className="sm:col-span-2"
        />
        <TextAreaField
          label="Message"
          {...field("message")}
          required
          marked
          rows={5}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? "Sending..." : submitLabel}
          </Button>
        </div>
      </Form>
    </section>
  );
}
