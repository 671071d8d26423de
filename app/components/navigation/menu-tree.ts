import type { NavigationCategory } from "~/content/navigation/types";

/** The catalogue tree as the header needs it: names, links and resolved image URLs only. */
export type MenuProduct = { id: number; name: string; href: string; image: string | null };
export type MenuType = { id: number; name: string; image: string | null; products: MenuProduct[] };
export type MenuSubcategory = { id: number; name: string; image: string | null; types: MenuType[]; products: MenuProduct[] };
export type MenuCategory = { id: number; name: string; image: string | null; subcategories: MenuSubcategory[] };

/** What the layout loader hands the header; on a failed read the bar still renders with `error` set. */
export type NavigationData = { categories: MenuCategory[]; error: string | null };

export const productHref = (product: { id: number; slug: string }) => `/product/${product.id}/${product.slug}`;

export function toMenuTree(tree: NavigationCategory[], resolveImage: (reference: string | null) => string | null): MenuCategory[] {
  const product = (p: { id: number; name: string; slug: string; main_image: string | null }): MenuProduct => ({
    id: p.id,
    name: p.name,
    href: productHref(p),
    image: resolveImage(p.main_image),
  });
  return tree.map((category) => ({
    id: category.id,
    name: category.name,
    image: resolveImage(category.image),
    subcategories: category.subcategories.map((subcategory) => ({
      id: subcategory.id,
      name: subcategory.name,
      image: resolveImage(subcategory.image),
      products: subcategory.products.map(product),
      types: subcategory.types.map((type) => ({
        id: type.id,
        name: type.name,
        image: resolveImage(type.image),
        products: type.products.map(product),
      })),
    })),
  }));
}

/** Every image reference in the tree (categories, subcategories, types, products), each once. */
export function menuImageReferences(tree: NavigationCategory[]): string[] {
  const references = new Set<string>();
  const add = (reference: string | null) => reference && references.add(reference);
  for (const category of tree) {
    add(category.image);
    for (const subcategory of category.subcategories) {
      add(subcategory.image);
      subcategory.products.forEach((product) => add(product.main_image));
      for (const type of subcategory.types) {
        add(type.image);
        type.products.forEach((product) => add(product.main_image));
      }
    }
  }
  return [...references];
}
