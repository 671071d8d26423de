import type { Selectable } from "kysely";
import { z } from "zod";
import type { MessageTable } from "~/db/schema";
import { hasNoControlCharacters, isSingleLine, NO_CONTROL_CHARACTERS, optionalText, SINGLE_LINE } from "../shared/fields";
import { submissionOrigin, type SubmissionOrigin } from "../shared/visitor-submission";

/** Browser-safe: the support and contact forms validate with this schema, and so does the server. */

const required = (message: string, max: number, multiline = false) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(multiline ? hasNoControlCharacters : isSingleLine, multiline ? NO_CONTROL_CHARACTERS : SINGLE_LINE);

const optional = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(isSingleLine, SINGLE_LINE).optional().nullable();

const fields = {
  firstName: required("First name is required", 80),
  lastName: required("Last name is required", 80),
  email: required("Email is required", 254).pipe(z.string().email("Please enter a valid email address")),
  company: optional(200),
  phone: optional(30).refine(
    (value) => !value || /^\+?[\d\s().-]{6,}$/.test(value),
    "Please enter a valid phone number",
  ),
  product: optional(200),
  subject: required("Subject is required", 200),
  message: required("Message is required", 5000, true),
};

export const messageForm = z.object(fields);
export type MessageForm = z.infer<typeof messageForm>;

export const MESSAGE_KINDS = ["support", "contact"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messageInput = z.object({
  kind: z.enum(MESSAGE_KINDS, { errorMap: () => ({ message: "Unknown message kind" }) }),
  first_name: fields.firstName,
  last_name: fields.lastName,
  email: fields.email,
  company: fields.company.pipe(optionalText),
  phone: fields.phone.pipe(optionalText),
  product: fields.product.pipe(optionalText),
  subject: fields.subject,
  message: fields.message,
  ...submissionOrigin,
});

export type MessageInput = z.input<typeof messageInput>;

export function messageFromForm(
  kind: MessageKind,
  form: MessageForm,
  context: SubmissionOrigin = {},
): MessageInput {
  return {
    kind,
    ...context,
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    company: form.company,
    phone: form.phone,
    product: form.product,
    subject: form.subject,
    message: form.message,
  };
}

/** A stored support or contact message, as its table holds it. */
export type Message = Selectable<MessageTable>;
