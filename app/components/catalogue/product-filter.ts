import type { NavigationCategory } from "~/content/navigation/types";
import type { ProductCounts } from "~/content/product/types";

type Named = { id: number; name: string };

/** The /products query resolved against the catalogue: each level present with its name, or absent. */
export type ResolvedFilter = { category?: Named; subcategory?: Named; type?: Named };

const positiveId = (value: string | null) => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * Reads category, subcategory and type from the query. A subcategory or type alone finds its
 * parents. Returns null when an id is malformed, unknown, or does not belong to the level above.
 */
export function resolveProductFilter(tree: NavigationCategory[], params: URLSearchParams): ResolvedFilter | null {
  const raw = { category: params.get("category"), subcategory: params.get("subcategory"), type: params.get("type") };
  const ids = { category: positiveId(raw.category), subcategory: positiveId(raw.subcategory), type: positiveId(raw.type) };
  for (const key of ["category", "subcategory", "type"] as const) {
    if (raw[key] !== null && raw[key] !== "" && ids[key] === null) return null;
  }
  if (ids.category === null && ids.subcategory === null && ids.type === null) return {};
  for (const category of tree) {
    if (ids.category !== null && category.id !== ids.category) continue;
    if (ids.subcategory === null && ids.type === null) return { category: pick(category) };
    for (const subcategory of category.subcategories) {
      if (ids.subcategory !== null && subcategory.id !== ids.subcategory) continue;
      if (ids.type === null) return { category: pick(category), subcategory: pick(subcategory) };
      const type = subcategory.types.find((t) => t.id === ids.type);
      if (type) return { category: pick(category), subcategory: pick(subcategory), type: pick(type) };
    }
  }
  return null;
}

const pick = ({ id, name }: Named): Named => ({ id, name });

/** Links that apply the spec's reset rules: a category drops subcategory and type, a subcategory drops type. */
export const filterHref = {
  all: () => "/products",
  category: (categoryId: number) => `/products?category=${categoryId}`,
  subcategory: (categoryId: number, subcategoryId: number) => `/products?category=${categoryId}&subcategory=${subcategoryId}`,
  type: (categoryId: number, subcategoryId: number, typeId: number) =>
    `/products?category=${categoryId}&subcategory=${subcategoryId}&type=${typeId}`,
};

export type SidebarType = Named & { count: number };
export type SidebarSubcategory = Named & { count: number; types: SidebarType[] };
export type SidebarCategory = Named & { count: number; subcategories: SidebarSubcategory[] };

/** The sidebar's tree: names and product counts only. */
export function toSidebarTree(tree: NavigationCategory[], counts: ProductCounts): SidebarCategory[] {
  return tree.map((category) => ({
    ...pick(category),
    count: counts.categories[category.id] ?? 0,
    subcategories: category.subcategories.map((subcategory) => ({
      ...pick(subcategory),
      count: counts.subcategories[subcategory.id] ?? 0,
      types: subcategory.types.map((type) => ({ ...pick(type), count: counts.types[type.id] ?? 0 })),
    })),
  }));
}
