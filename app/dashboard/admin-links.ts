import type { AuditTarget } from "~/audit/actions";
import { productTabOf } from "~/content/product/definition";
import { type ProductTab, productTabHref } from "~/content/product/completeness";

/** Browser-safe: where staff fix a record of each kind (the list screens open their form with `?edit=`). */
const SCREENS: Partial<Record<AuditTarget, string>> = {
  category: "/admin/categories",
  subcategory: "/admin/subcategories",
  type: "/admin/types",
  product: "/admin/products",
  attribute: "/admin/attributes",
  solution: "/admin/solutions",
  news: "/admin/news",
  "hero-section": "/admin/hero-sections",
  driver: "/admin/drivers",
  popup: "/admin/popups",
};

/** A record's edit form, or null for a kind without one; a product's opens on the tab holding `field`. */
export function editHref(target: string, id: number | string, field?: string): string | null {
  if (target === "driver-category") return `/admin/drivers?edit_category=${id}`;
  const screen = SCREENS[target as AuditTarget];
  if (!screen) return null;
  const tab = target === "product" && field ? productTabOf(field) : undefined;
  return tab ? productTabHref(Number(id), tab as ProductTab) : `${screen}?edit=${id}`;
}
