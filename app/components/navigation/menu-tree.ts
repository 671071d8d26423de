import type { CategoryMenuProducts, NavigationCategory, NavigationProduct } from "~/content/navigation/types";

/** What every page carries for the menu: the categories' names, for the first column and the mobile menu. */
export type MenuCategoryLink = { id: number; name: string };

/** What the layout loader hands the header; on a failed read the bar still renders with `error` set. */
export type NavigationData = { categories: MenuCategoryLink[]; error: string | null };

/** One category below the first column, fetched when a visitor points at it: names, links and image URLs. */
export type MenuProduct = { id: number; name: string; href: string; image: string | null };
export type MenuType = { id: number; name: string; image: string | null; products: MenuProduct[]; more: boolean };
export type MenuSubcategory = {
  id: number;
  name: string;
  image: string | null;
  types: MenuType[];
  /** The subcategory's products that have no type. */
  products: MenuProduct[];
  /** True when the product list was cut at the menu's limit. */
  more: boolean;
};
export type CategoryMenu = { id: number; name: string; image: string | null; subcategories: MenuSubcategory[] };

export const productHref = (product: { id: number; slug: string }) => `/product/${product.id}/${product.slug}`;

type ResolveImage = (reference: string | null) => string | null;

/** Puts the category's products under their types and subcategories, with resolved image URLs. */
export function toCategoryMenu(category: NavigationCategory, found: CategoryMenuProducts, resolveImage: ResolveImage): CategoryMenu {
  const lists = new Map<string, MenuProduct[]>();
  for (const product of found.products) {
    const key = product.type_id !== null ? `type:${product.type_id}` : `subcategory:${product.subcategory_id}`;
    const own = lists.get(key) ?? [];
    own.push(toMenuProduct(product, resolveImage));
    lists.set(key, own);
  }
  const truncated = new Set(found.truncated);
  const list = (key: string) => ({ products: lists.get(key) ?? [], more: truncated.has(key) });
  return {
    id: category.id,
    name: category.name,
    image: resolveImage(category.image),
    subcategories: category.subcategories.map((subcategory) => ({
      id: subcategory.id,
      name: subcategory.name,
      image: resolveImage(subcategory.image),
      ...list(`subcategory:${subcategory.id}`),
      types: subcategory.types.map((type) => ({
        id: type.id,
        name: type.name,
        image: resolveImage(type.image),
        ...list(`type:${type.id}`),
      })),
    })),
  };
}

const toMenuProduct = (product: NavigationProduct, resolveImage: ResolveImage): MenuProduct => ({
  id: product.id,
  name: product.name,
  href: productHref(product),
  image: resolveImage(product.main_image),
});

/** Every image reference of one category's menu (category, subcategories, types, products), each once. */
export function categoryImageReferences(category: NavigationCategory, found: CategoryMenuProducts): string[] {
  const references = new Set<string>();
  const add = (reference: string | null) => reference && references.add(reference);
  add(category.image);
  for (const subcategory of category.subcategories) {
    add(subcategory.image);
    subcategory.types.forEach((type) => add(type.image));
  }
  found.products.forEach((product) => add(product.main_image));
  return [...references];
}
