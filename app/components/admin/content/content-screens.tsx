import type { FieldMetadata } from "@conform-to/react";
import { attributeDefinition } from "~/content/attribute/definition";
import { categoryDefinition } from "~/content/category/definition";
import { heroSectionDefinition } from "~/content/hero-section/definition";
import { newsDefinition } from "~/content/news/definition";
import { popupDefinition } from "~/content/popup/definition";
import { SUGGESTED_POPUP_PAGES } from "~/content/popup/schema";
import { productTypeDefinition } from "~/content/product-type/definition";
import type { ContentDefinition } from "~/content/shared/definition";
import { solutionDefinition } from "~/content/solution/definition";
import { subcategoryDefinition } from "~/content/subcategory/definition";
import { DisplayPagesField } from "../display-pages-field";
import type { CustomControls } from "./field-control";

/** A parent filter beside a list's search: the URL parameter, its select's words, and the choices it offers. */
export type ListFilter = { name: string; label: string; placeholder: string; choices: string };

/** What a simple type's screen adds to its definition: a parent filter, controls of its own. */
export type ContentScreenConfig = { definition: ContentDefinition<any, any>; filter?: ListFilter; custom?: CustomControls };

/** The simple content types, by the address of their screen (/admin/<kind>): one screen serves them all. */
export const contentScreens: Record<string, ContentScreenConfig> = {
  categories: { definition: categoryDefinition },
  subcategories: {
    definition: subcategoryDefinition,
    filter: { name: "category", label: "Filter by category", placeholder: "All categories", choices: "categories" },
  },
  types: {
    definition: productTypeDefinition,
    filter: { name: "subcategory", label: "Filter by subcategory", placeholder: "All subcategories", choices: "subcategories" },
  },
  attributes: {
    definition: attributeDefinition,
    filter: { name: "type", label: "Filter by type", placeholder: "All types", choices: "types" },
  },
  solutions: { definition: solutionDefinition },
  news: { definition: newsDefinition },
  "hero-sections": { definition: heroSectionDefinition },
  popups: {
    definition: popupDefinition,
    custom: { display_pages: (meta: FieldMetadata<any>) => <DisplayPagesField meta={meta as FieldMetadata<string[]>} suggestions={SUGGESTED_POPUP_PAGES} /> },
  },
};
