import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import type { FormEvent } from "react";
import type { z, ZodTypeAny } from "zod";
import { parseSubmission } from "./parse-submission";

type Options<Schema extends ZodTypeAny> = {
  /** The action's answer to the last post: its errors, and what was typed, so nothing is lost. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** When a field is checked again after the first submit: on the next submit (admin forms) or as it changes. */
  revalidate?: "onSubmit" | "onInput";
  id?: string;
  /** Called with a post that passed the check, instead of the plain post (a form that sends in the background). */
  onSubmit?: (event: FormEvent<HTMLFormElement>, post: { formData: FormData }) => void;
};

/**
 * A form checked in the browser with the same Zod schema (and the same reading of the post) as its
 * action: on submit, then as `revalidate` says. The first field in error gets the focus.
 */
export function useSchemaForm<Schema extends ZodTypeAny>(schema: Schema, { lastResult, defaultValue, revalidate = "onSubmit", id, onSubmit }: Options<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: revalidate,
    onValidate: ({ formData }) => parseSubmission(formData, schema),
    onSubmit,
  });
}
