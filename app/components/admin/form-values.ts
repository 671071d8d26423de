/** A field's value to pre-fill a form: what was just posted, else the stored record, else empty. */
export function valueOf(values: unknown, name: string): string {
  if (!values || typeof values !== "object") return "";
  const value = (values as Record<string, unknown>)[name];
  return value === null || value === undefined ? "" : String(value);
}
