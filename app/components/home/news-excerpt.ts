/**
 * The first paragraph of an article, cut at a word boundary near `max` characters. News cards
 * show three lines of it, which never reach this length at any width, so the rest would only
 * travel in every page's loader data.
 */
export function newsExcerpt(content: ReadonlyArray<{ para?: string | null }>, max = 180): string {
  const text = content.find((section) => section.para)?.para?.trim() ?? "";
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,;:.-]+$/, "")}…`;
}
