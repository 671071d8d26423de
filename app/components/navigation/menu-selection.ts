import type { MenuCategory, MenuProduct, MenuSubcategory, MenuType } from "./menu-tree";

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
  category?: MenuCategory;
  subcategory?: MenuSubcategory;
  type?: MenuType;
  subcategories: MenuSubcategory[];
  types: MenuType[];
  /** A type's products, or else the selected subcategory's products that have no type. */
  products: MenuProduct[];
  product?: MenuProduct;
};

export function menuColumns(categories: MenuCategory[], selection: MenuSelection): MenuColumns {
  const category = categories.find((c) => c.id === selection.categoryId);
  const subcategory = category?.subcategories.find((s) => s.id === selection.subcategoryId);
  const type = subcategory?.types.find((t) => t.id === selection.typeId);
  const products = type ? type.products : (subcategory?.products ?? []);
  return {
    category,
    subcategory,
    type,
    subcategories: category?.subcategories ?? [],
    types: subcategory?.types ?? [],
    products,
    product: products.find((p) => p.id === selection.productId),
  };
}

/**
 * The preview column: the deepest selected item's image, then the subcategory's, the category's,
 * then the first category's; null means 'No Image'.
 */
export function previewImage(categories: MenuCategory[], columns: MenuColumns): { src: string; alt: string } | null {
  const chain = [columns.product, columns.type, columns.subcategory, columns.category, categories[0]];
  for (const item of chain) {
    if (item?.image) return { src: item.image, alt: item.name };
  }
  return null;
}
