import type { SeedResult } from "./seed-demo-content.server";

/** One line for logs and the command line. */
export function describeSeed(result: SeedResult): string {
  if (!result.seeded) return `Demo content not seeded: ${result.reason}.`;
  const c = result.counts;
  return (
    `Demo content seeded in ${(result.milliseconds / 1000).toFixed(1)} s: ${c.categories} categories, ${c.subcategories} subcategories, ` +
    `${c.types} types, ${c.products} products (${c.catalogues} catalogue PDFs), ${c.news} news, ${c.solutions} solutions, ${c.heroSections} hero sections, ` +
    `${c.driverCategories} driver categories, ${c.drivers} drivers, ${c.popups} popup, ${c.enquiries} enquiries and ${c.messages} messages; ` +
    `${result.images} images (${result.files} files).`
  );
}
