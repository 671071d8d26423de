import type { ZodError } from "zod";

/** The first message per field, keyed by the field's path ("benefits.2.name"), for errors next to fields. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
