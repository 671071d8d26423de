import { type FormEvent, useEffect, useState } from "react";
import type { ZodType } from "zod";
import { fieldErrorsOf } from "./field-errors";

type Errors = Record<string, string | undefined>;

/**
 * Checks a form in the browser with the same Zod schema the action uses, before it is sent.
 * Errors from the server replace the browser's whenever a new action result arrives.
 * `decode` turns the form's fields into the value the schema expects.
 */
export function useFormErrors(
  schema: ZodType,
  serverErrors: Errors | undefined,
  decode: (form: FormData) => unknown = (form) => Object.fromEntries(form),
) {
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  useEffect(() => setClientErrors(null), [serverErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const result = schema.safeParse(decode(new FormData(form)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = fieldErrorsOf(result.error);
    setClientErrors(errors);
    // Move focus to the first field in error so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, clearErrors: () => setClientErrors({}) };
}
