/**
 * The catalogue taxonomy behind the products mega-menu, the /products sidebar and the home
 * portfolio. It holds no products, so it stays small however large the catalogue grows; the
 * menu fetches a category's products when a visitor points at it.
 */
export type NavigationType = {
  id: number;
  name: string;
  image: string | null;
  subcategory_id: number;
};

export type NavigationSubcategory = {
  id: number;
  name: string;
  image: string | null;
  category_id: number;
  types: NavigationType[];
};

export type NavigationCategory = {
  id: number;
  name: string;
  description: string | null;
  small_content: string | null;
  image: string | null;
  sort_order: number;
  subcategories: NavigationSubcategory[];
};

/** A product as the menu lists it, under its type, or under its subcategory when it has no type. */
export type NavigationProduct = {
  id: number;
  name: string;
  slug: string;
  main_image: string | null;
  subcategory_id: number | null;
  type_id: number | null;
};

/** One category's menu products: the first few of each list, and whether a list has more. */
export type CategoryMenuProducts = {
  products: NavigationProduct[];
  /** Keys `type:<id>` or `subcategory:<id>` of the lists cut at the limit. */
  truncated: string[];
};

/** The home page "Our Product Portfolio": categories with their subcategories only. */
export type PortfolioCategory = Omit<NavigationCategory, "subcategories"> & {
  subcategories: Omit<NavigationSubcategory, "types">[];
};
