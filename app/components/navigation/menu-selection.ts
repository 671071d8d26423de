import type { CategoryMenu, MenuProduct, MenuSubcategory, MenuType } from "./menu-tree";

/** What the pointer or focus rests on in each column of the mega-menu. */
export type MenuSelection = {
  categoryId: number | null;
  subcategoryId: number | null;
  typeId: number | null;
  productId: number | null;
};

export const emptySelection: MenuSelection = { categoryId: null, subcategoryId: null, typeId: null, productId: null };

export type MenuLevel = "category" | "subcategory" | "type" | "product";

/** Selecting a level keeps the levels above it and clears every deeper one. */
export function select(selection: MenuSelection, level: MenuLevel, id: number): MenuSelection {
  switch (level) {
    case "category":
      return { ...emptySelection, categoryId: id };
    case "subcategory":
      return { ...emptySelection, categoryId: selection.categoryId, subcategoryId: id };
    case "type":
      return { ...selection, typeId: id, productId: null };
    case "product":
      return { ...selection, productId: id };
  }
}

export type MenuColumns = {
  /** The selected category's menu, once fetched. */
  category?: CategoryMenu;
  subcategory?: MenuSubcategory;
  type?: MenuType;
  subcategories: MenuSubcategory[];
  types: MenuType[];
  /** A type's products, or else the selected subcategory's products that have no type. */
  products: MenuProduct[];
  /** True when `products` was cut at the menu's limit. */
  moreProducts: boolean;
  product?: MenuProduct;
};

/** The columns right of Categories, from the selected category's fetched menu (absent while it loads). */
export function menuColumns(category: CategoryMenu | undefined, selection: MenuSelection): MenuColumns {
  const subcategory = category?.subcategories.find((s) => s.id === selection.subcategoryId);
  const type = subcategory?.types.find((t) => t.id === selection.typeId);
  const list = type ?? subcategory;
  const products = list?.products ?? [];
  return {
    category,
    subcategory,
    type,
    subcategories: category?.subcategories ?? [],
    types: subcategory?.types ?? [],
    products,
    moreProducts: list?.more ?? false,
    product: products.find((p) => p.id === selection.productId),
  };
}

/**
 * The preview column: the deepest selected item's image, then the subcategory's, the category's,
 * then the first category's; null means 'No Image'.
 */
export function previewImage(columns: MenuColumns, firstCategory: CategoryMenu | undefined): { src: string; alt: string } | null {
  const chain = [columns.product, columns.type, columns.subcategory, columns.category, firstCategory];
  for (const item of chain) {
    if (item?.image) return { src: item.image, alt: item.name };
  }
  return null;
}
