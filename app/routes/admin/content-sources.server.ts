import { attributeDefinition } from "~/content/attribute/definition";
import { ATTRIBUTE_KIND_LABELS, ATTRIBUTE_KINDS } from "~/content/attribute/kinds";
import { createAttribute, deleteAttribute, getAttribute, pageAttributes, typeChoiceGroups, updateAttribute } from "~/content/attribute/repository.server";
import { categoryDefinition } from "~/content/category/definition";
import { categoryChoices, createCategory, deleteCategory, getCategory, pageCategories, updateCategory } from "~/content/category/repository.server";
import { heroSectionDefinition } from "~/content/hero-section/definition";
import { countActiveHeroSections, createHeroSection, deleteHeroSection, getHeroSection, pageHeroSections, updateHeroSection } from "~/content/hero-section/repository.server";
import { HERO_LIMIT_BANNER, MAX_ACTIVE_HERO_SECTIONS } from "~/content/hero-section/schema";
import { newsDefinition } from "~/content/news/definition";
import { createNews, deleteNews, getNews, pageNews, updateNews } from "~/content/news/repository.server";
import { popupDefinition } from "~/content/popup/definition";
import { createPopup, deletePopup, getPopup, pagePopups, updatePopup } from "~/content/popup/repository.server";
import { productTypeDefinition } from "~/content/product-type/definition";
import { createProductType, deleteProductType, getProductType, pageProductTypes, updateProductType } from "~/content/product-type/repository.server";
import type { ContentDefinition } from "~/content/shared/definition";
import { solutionDefinition } from "~/content/solution/definition";
import { createSolution, deleteSolution, getSolution, pageSolutions, updateSolution } from "~/content/solution/repository.server";
import { subcategoryDefinition } from "~/content/subcategory/definition";
import { createSubcategory, deleteSubcategory, getSubcategory, pageSubcategories, subcategoryChoiceGroups, updateSubcategory } from "~/content/subcategory/repository.server";
import type { Db } from "~/db/connection.server";
import type { Choices } from "~/components/admin/content/field-control";
import type { ContentRepository } from "./content-route.server";

/** Where one simple type's list screen gets its data: its repository, the choices its selects offer, a notice. */
export type ContentSource = {
  definition: ContentDefinition;
  repository: Required<Omit<ContentRepository<any, any>, "revision">>;
  choices?: (db: Db) => Promise<Choices>;
  /** A standing notice above the form (the hero limit banner), or null. */
  notice?: (db: Db) => Promise<string | null>;
};

/** The simple content types, by the address of their screen (/admin/<kind>); they share one route module. */
export const contentSources: Record<string, ContentSource> = {
  categories: {
    definition: categoryDefinition,
    repository: { page: pageCategories, get: getCategory, create: createCategory, update: updateCategory, remove: deleteCategory },
  },
  subcategories: {
    definition: subcategoryDefinition,
    repository: { page: pageSubcategories, get: getSubcategory, create: createSubcategory, update: updateSubcategory, remove: deleteSubcategory },
    choices: async (db) => ({ categories: { options: await categoryChoices(db) } }),
  },
  types: {
    definition: productTypeDefinition,
    repository: { page: pageProductTypes, get: getProductType, create: createProductType, update: updateProductType, remove: deleteProductType },
    choices: async (db) => ({ subcategories: { groups: await subcategoryChoiceGroups(db) } }),
  },
  // Typed attributes of a category's or a type's products (issue 16).
  attributes: {
    definition: attributeDefinition,
    repository: { page: pageAttributes, get: getAttribute, create: createAttribute, update: updateAttribute, remove: deleteAttribute },
    choices: async (db) => ({
      attributeKinds: { options: ATTRIBUTE_KINDS.map((kind) => ({ value: kind, label: ATTRIBUTE_KIND_LABELS[kind] })) },
      categories: { options: await categoryChoices(db) },
      types: { groups: await typeChoiceGroups(db) },
    }),
  },
  solutions: {
    definition: solutionDefinition,
    repository: { page: pageSolutions, get: getSolution, create: createSolution, update: updateSolution, remove: deleteSolution },
  },
  news: {
    definition: newsDefinition,
    repository: { page: pageNews, get: getNews, create: createNews, update: updateNews, remove: deleteNews },
  },
  "hero-sections": {
    definition: heroSectionDefinition,
    repository: { page: pageHeroSections, get: getHeroSection, create: createHeroSection, update: updateHeroSection, remove: deleteHeroSection },
    notice: async (db) => ((await countActiveHeroSections(db)) >= MAX_ACTIVE_HERO_SECTIONS ? HERO_LIMIT_BANNER : null),
  },
  popups: {
    definition: popupDefinition,
    repository: { page: pagePopups, get: getPopup, create: createPopup, update: updatePopup, remove: deletePopup },
  },
};
