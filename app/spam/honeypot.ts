/**
 * A form field people never see and bots fill in. Browser-safe: the form renders the field,
 * the action asks whether it was filled.
 */
export const honeypotFieldName = "website";

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(honeypotFieldName);
  return typeof value === "string" && value.trim() !== "";
}
