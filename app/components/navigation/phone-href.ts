/** The spec's rule for call links: keep digits, plus and spaces, then drop the spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+ ]/g, "").replace(/ /g, "")}`;
}
