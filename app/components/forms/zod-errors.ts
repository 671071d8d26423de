import type { SubmissionResult } from "@conform-to/react";
import type { ZodError } from "zod";

/** A Zod path as Conform names the field: ["benefits", 2, "name"] is "benefits[2].name". */
export const fieldName = (path: ReadonlyArray<string | number>) =>
  path.reduce<string>((name, segment) => (typeof segment === "number" ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), "");

/** A rule the repository checked (a parent that vanished, say) as Conform field errors, named as the form names its fields. */
export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[fieldName(issue.path)] ??= []).push(issue.message);
  return errors;
}

/** The first message of a refused post, in the schema's order: what the "Error saving" toast says. */
export function firstError(result: SubmissionResult<string[]> | undefined): string | undefined {
  return Object.values(result?.error ?? {}).find((messages) => messages && messages.length > 0)?.[0];
}
