/** The catalogue tree behind the products mega-menu, the /products sidebar and the home portfolio. */
export type NavigationProduct = {
  id: number;
  name: string;
  slug: string;
  main_image: string | null;
  subcategory_id: number | null;
  type_id: number | null;
};

export type NavigationType = {
  id: number;
  name: string;
  image: string | null;
  subcategory_id: number;
  products: NavigationProduct[];
};

export type NavigationSubcategory = {
  id: number;
  name: string;
  image: string | null;
  category_id: number;
  types: NavigationType[];
  /** Products of the subcategory that have no type; typed products are under their type. */
  products: NavigationProduct[];
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

/** The home page "Our Product Portfolio": categories with their subcategories only. */
export type PortfolioCategory = Omit<NavigationCategory, "subcategories"> & {
  subcategories: Omit<NavigationSubcategory, "types" | "products">[];
};
