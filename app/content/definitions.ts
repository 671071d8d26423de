import { categoryDefinition } from "./category/definition";
import { driverCategoryDefinition } from "./driver-category/definition";
import { driverDefinition } from "./driver/definition";
import { heroSectionDefinition } from "./hero-section/definition";
import { newsDefinition } from "./news/definition";
import { popupDefinition } from "./popup/definition";
import { productTypeDefinition } from "./product-type/definition";
import { productDefinition } from "./product/definition";
import type { ContentDefinition } from "./shared/definition";
import { solutionDefinition } from "./solution/definition";
import { subcategoryDefinition } from "./subcategory/definition";

/** Every content type's definition: what reads across types (media usage, site search) reads them here. */
export const contentDefinitions: readonly ContentDefinition[] = [
  categoryDefinition,
  subcategoryDefinition,
  productTypeDefinition,
  productDefinition,
  solutionDefinition,
  newsDefinition,
  heroSectionDefinition,
  driverCategoryDefinition,
  driverDefinition,
  popupDefinition,
];

/** The columns that can hold a link to an uploaded image or catalogue; `within`: inside JSON (a list, sections). */
export const mediaColumns = contentDefinitions.flatMap((definition) =>
  Object.entries(definition.fields).flatMap(([column, field]) => (field.media ? [{ table: definition.table, column, within: field.media === "json" }] : [])),
);
