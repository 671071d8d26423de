import { optionalText } from "./fields";

/**
 * Browser-safe: what enquiries and support or contact messages share as visitors' submissions to
 * the inbox — where a submission came from, and the columns the inbox keeps for each.
 */
export type SubmissionOrigin = { ip_address?: string | null; user_agent?: string | null };

/** The request's address and browser, stored with a submission (the browser's name cut to 500 characters). */
export const submissionOrigin = {
  ip_address: optionalText,
  user_agent: optionalText.transform((value) => value && value.slice(0, 500)),
};

/**
 * The inbox's own columns of a submission: its handling (with when it first reached In progress and
 * was last Closed, decision 041), its e-mail's delivery, its origin and times.
 */
export const submissionColumns = ["status", "in_progress_at", "closed_at", "mail_status", "ip_address", "user_agent", "created_at", "updated_at"] as const;
