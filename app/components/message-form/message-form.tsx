import { Icon } from "~/components/icons/icon";
import { type FormEvent, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type {
  MessageFieldErrors,
  MessageSubmission,
} from "~/content/message/submit.server";
import type { MessageForm as MessageValues } from "~/content/message/schema";
import { HoneypotField } from "~/spam/honeypot-field";
import { InputField, TextAreaField } from "~/components/ui/fields";

type MessageFormProps = {
  id: string;
  title: string;
  successText: string;
  submitLabel: string;
  result: MessageSubmission | undefined;
};

// The schema (and the validation library) load when a visitor first focuses the form, not with the page.
type Schema = typeof import("~/content/message/schema");
let schema: Schema | undefined;
const loadSchema = () =>
  import("~/content/message/schema").then((module) => (schema = module));

function validate(
  form: HTMLFormElement,
  { messageForm }: Schema,
): MessageFieldErrors | null {
  const parsed = messageForm.safeParse(Object.fromEntries(new FormData(form)));
  if (parsed.success) return null;
  const errors: MessageFieldErrors = {};
  for (const issue of parsed.error.issues)
    errors[issue.path[0] as keyof MessageValues] ??= issue.message;
  return errors;
}

/**
 * The support and contact form. A plain POST to the page's action, so it works without JavaScript;
 * with JavaScript it also checks fields on first submit, then as they change.
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
  const [clientErrors, setClientErrors] = useState<MessageFieldErrors | null>(
    null,
  );
  const [validated, setValidated] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (result?.status === "sent") {
      // A fresh, empty form after each stored message.
      setGeneration((value) => value + 1);
      setClientErrors(null);
      setValidated(false);
    }
  }, [result]);

  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const errors = clientErrors ?? serverErrors;
  const values = result && result.status !== "sent" ? result.values : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!schema) {
      // Submitted before the schema arrived: check once it has, then submit again.
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadSchema().then(() => form.requestSubmit(submitter));
      return;
    }
    const found = validate(event.currentTarget, schema);
    setValidated(true);
    setClientErrors(found ?? {});
    if (found) event.preventDefault();
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
        onFocus={() => void loadSchema()}
        onChange={(event) => {
          if (validated && schema)
            setClientErrors(validate(event.currentTarget, schema) ?? {});
        }}
        className="relative mt-6 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="form" value={id} />
        <HoneypotField />
        <InputField
          label="First Name"
          name="firstName"
          required
          marked
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <InputField
          label="Last Name"
          name="lastName"
          required
          marked
          autoComplete="family-name"
          defaultValue={values.lastName}
          error={errors.lastName}
        />
        <InputField
          label="Email"
          name="email"
          type="email"
          required
          marked
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <InputField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <InputField
          label="Company"
          name="company"
          autoComplete="organization"
          defaultValue={values.company}
          error={errors.company}
        />
        <InputField
          label="Product"
          name="product"
          defaultValue={values.product}
          error={errors.product}
        />
        <InputField
          label="Subject"
          name="subject"
          required
          marked
          className="sm:col-span-2"
          defaultValue={values.subject}
          error={errors.subject}
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          marked
          rows={5}
          className="sm:col-span-2"
          defaultValue={values.message}
          error={errors.message}
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
