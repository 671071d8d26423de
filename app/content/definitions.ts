import { attributeDefinition } from "./attribute/definition";
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

/** Every content type's definition: what reads across types (media usage, site search, the trash) reads them here. */
export const contentDefinitions: readonly ContentDefinition[] = [
  categoryDefinition,
  subcategoryDefinition,
  productTypeDefinition,
  productDefinition,
  attributeDefinition,
  solutionDefinition,
  newsDefinition,
  heroSectionDefinition,
  driverCategoryDefinition,
  driverDefinition,
  popupDefinition,
];

/**
 * The columns that can hold a link to an uploaded file (image, catalogue, driver file); `within`: inside
 * JSON (a list, sections). `type` and `name` say which record a row is, in "Used by product "X"".
 */
export const mediaColumns = contentDefinitions.flatMap((definition) =>
  Object.entries(definition.fields).flatMap(([column, field]) =>
    field.media ? [{ type: definition.type, table: definition.table, name: nameColumn(definition), column, within: field.media === "json" }] : [],
  ),
);

/** The column that names a record of the type: what its Arrange list or search shows, else its name or title. */
export function nameColumn(definition: ContentDefinition): string {
  return definition.order?.title ?? definition.search?.title ?? ("name" in definition.fields ? "name" : "title");
}
/** The definition of a content type by its audit target (a trash entry's kind); undefined for an unknown one. */
export const definitionOfType = (type: string): ContentDefinition | undefined => contentDefinitions.find((definition) => definition.type === type);
