import { parseSubmission } from "~/components/forms/parse-submission";
import { messageForm } from "./schema";

/**
 * Browser-safe: the support and contact form's check, in its own module so the page can load it
 * (with the validation library) when a visitor first turns to the form, not with the page.
 */
export const checkMessage = (formData: FormData) => parseSubmission(formData, messageForm);
