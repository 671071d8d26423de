/** The URL part of /product/{id}/{slug}: lowercase ASCII words joined by hyphens ("Panel PC 15\"" -> "panel-pc-15"). */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  // A name made only of symbols or non-Latin letters still needs a usable URL part.
  return slug || "product";
}
