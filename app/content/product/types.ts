import type { productDefinition, ProductValues } from "./definition";

/** Names of the product's place in the catalogue; null where the product has no such level. */
export type ProductTaxonomyNames = {
  category_id: number | null;
  category_name: string | null;
  subcategory_id: number | null;
  subcategory_name: string | null;
  type_id: number | null;
  type_name: string | null;
};

/** Everything the detail page and the admin form need, lists already parsed: the definition's fields as they read. */
export type Product = ProductTaxonomyNames &
  ProductValues & { id: number; slug: string; created_at: string; updated_at: string; successor: { id: number; name: string; slug: string; live: boolean } | null };

/** What a product card in a grid or carousel shows (the definition's public card); the description is cut to CARD_DESCRIPTION_LENGTH. */
export type ProductCard = ProductTaxonomyNames & Pick<Product, "id" | "slug" | "description" | CardField>;
export type CardField = (typeof productDefinition.public.card)[number];

/** A row of the admin product list. */
export type AdminProductRow = ProductTaxonomyNames &
  Pick<Product, "id" | "name" | "slug" | "model_number" | "main_image" | "created_at" | "lifecycle_status" | "publish_status" | "publish_at" | "unpublish_at"> & {
    /** The stored completeness score (decision 041), null until scored; the list reads it, the form's record does not. */
    completeness?: number | null;
  };

export const CARD_DESCRIPTION_LENGTH = 300;

/** Product counts for the /products sidebar, keyed by category, subcategory and type id. */
export type ProductCounts = {
  total: number;
  categories: Record<number, number>;
  subcategories: Record<number, number>;
  types: Record<number, number>;
};

/** Orders of the public product list: newest first (the default) or by name. */
export const PRODUCT_SORTS = ["newest", "name"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
