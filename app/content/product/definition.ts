import { z } from "zod";
import { defineContent, type FieldSet, type InputSchema } from "../shared/definition";
import { checkbox, FEATURE_OR_HIGHLIGHT_EMPTY, line, mediaReference, optionalId, optionalLine, optionalMedia, optionalText, optionalUrl, requiredText } from "../shared/fields";
import { publishingColumn, publishingFields, publishingListChoice, publishingRows } from "../shared/publishing";
import { attributeValuesOf, downloadLinksOf } from "../shared/trash-dependents";
import { LIFECYCLE_LABELS, LIFECYCLE_STATUSES } from "./lifecycle";
import { benefitItem, jsonList, lifecycleStatus, list, optionalDate, PRODUCT_LIMITS, specificationGroupItem } from "./schema";
import type { AdminProductRow } from "./types";

const { productImages, applicationImages, benefits, applications } = PRODUCT_LIMITS;

/** Browser-safe: a product of the catalogue, described once (decision 026). */
export const productFields = {
  name: {
    label: "Name",
    required: true,
    schema: requiredText("Name is required").pipe(z.string().max(200, "Name must be at most 200 characters")),
    control: { kind: "text", counted: true },
  },
  subtitle: {
    label: "Subtitle",
    schema: line(120).optional().nullable().transform((value) => value || null),
    control: { kind: "text", counted: true },
    hint: "A short line shown under the name, on the product page and on product cards.",
  },
  model_number: { label: "Model number", schema: optionalLine },
  description: { label: "Description", schema: optionalText, control: { kind: "textarea", rows: 5 } },
  industry: { label: "Industry", schema: optionalLine },
  main_image: { label: "Main image", schema: optionalMedia, control: { kind: "media", media: "image" }, hint: "Recommended size 800x600 px.", media: "value" },
  product_images: {
    label: "Product images",
    schema: list(mediaReference, "product images", productImages),
    control: {
      kind: "list",
      list: { legend: "Product images", noun: "product image", max: productImages, hint: `Up to ${productImages} images.`, item: { label: (n) => `Product image ${n}`, control: { kind: "media", media: "image" } } },
    },
    media: "json",
  },
  features: {
    label: "Features",
    schema: list(requiredText(FEATURE_OR_HIGHLIGHT_EMPTY), "features"),
    control: { kind: "list", list: { legend: "Features", noun: "feature", item: { label: (n) => `Feature ${n}` } } },
  },
  product_benefits: {
    label: "Product benefits",
    schema: jsonList(benefitItem, "benefits", benefits),
    control: {
      kind: "list",
      list: {
        legend: "Product benefits",
        noun: "benefit",
        max: benefits,
        hint: `Up to ${benefits} benefits. The icon is a lucide icon name, e.g. shield-check.`,
        item: { fields: { name: { label: (n) => `Benefit ${n} name` }, icon: { label: (n) => `Benefit ${n} icon` } }, columns: 2 },
      },
    },
  },
  // Groups of name/detail rows: the product screen's own nested control.
  specification_groups: { label: "Specification groups", schema: jsonList(specificationGroupItem, "specification groups"), control: { kind: "custom" } },
  applications: {
    label: "Applications",
    schema: list(requiredText("Application text is required"), "applications", applications),
    control: { kind: "list", list: { legend: "Applications", noun: "application", max: applications, hint: `Up to ${applications} applications.`, item: { label: (n) => `Application ${n}` } } },
  },
  application_images: {
    label: "Application images",
    schema: list(mediaReference, "application images", applicationImages),
    control: {
      kind: "list",
      list: {
        legend: "Application images",
        noun: "application image",
        max: applicationImages,
        hint: `Up to ${applicationImages} images.`,
        item: { label: (n) => `Application image ${n}`, control: { kind: "media", media: "image" } },
      },
    },
    media: "json",
  },
  catalog_file: { label: "Catalogue file", schema: optionalMedia, control: { kind: "media", media: "catalogue" }, hint: "PDF, DOC or DOCX, at most 10 MB.", media: "value" },
  youtube_link: { label: "YouTube link", schema: optionalUrl("Please enter a valid URL"), control: { kind: "text", placeholder: "https://www.youtube.com/watch?v=..." } },
  // The category, subcategory and type pickers are one cascading control of the product screen.
  category_id: { label: "Category", schema: optionalId, control: { kind: "custom" } },
  subcategory_id: { label: "Subcategory", schema: optionalId, control: { kind: "custom" } },
  type_id: { label: "Type", schema: optionalId, control: { kind: "custom" } },
  featured: { label: "Featured product", schema: checkbox, control: { kind: "checkbox" }, hint: "Featured products appear on the home page." },
  // Issue 16: the product's lifecycle. The repository checks what spans fields (an EOL date, the successor).
  lifecycle_status: {
    label: "Lifecycle status",
    schema: lifecycleStatus,
    control: { kind: "select", choices: "lifecycleStatuses", placeholder: "Select status" },
    initial: "active",
    hint: "Discontinued products leave the product list but keep their page.",
  },
  last_order_date: { label: "Last-order date", schema: optionalDate, control: { kind: "text", type: "date" }, hint: "Required for End of life." },
  successor_id: { label: "Successor", schema: optionalId, control: { kind: "custom" }, hint: "The product that replaces this one." },
  ...publishingFields,
} satisfies FieldSet;

/** The record's public page: its list links there, and its form's "View on site". */
const productPage = (row: { id: number; slug: string }) => `/product/${row.id}/${row.slug}`;

export const productDefinition = defineContent<AdminProductRow>()({ type: "product", table: "products", label: "Product", title: "Products" }, productFields, {
  // In the trash with its attribute values and download links; back only in its place in the catalogue, with
  // its name free there. Products naming it as successor, and enquiries about it, are linked to it again.
  trash: {
    area: "content",
    parents: [
      { column: "category_id", table: "categories", type: "category", label: "category" },
      { column: "subcategory_id", table: "subcategories", type: "subcategory", label: "subcategory" },
      { column: "type_id", table: "types", type: "type", label: "type" },
    ],
    unique: { scope: ["category_id", "subcategory_id", "type_id", "slug"], where: "in the same category, subcategory and type" },
    dependents: [attributeValuesOf("product_id"), downloadLinksOf("product_id")],
    links: [
      { table: "products", column: "successor_id", key: ["id"] },
      { table: "enquiries", column: "product_id", key: ["id"] },
      { table: "enquiry_lines", column: "product_id", key: ["enquiry_id", "position"] },
    ],
    loose: [{ column: "successor_id", table: "products" }],
  },
  // The five tabs of the admin spec; a tab holding an error is marked and opened.
  form: [
    {
      id: "basic",
      title: "Basic Info",
      rows: [["name", "model_number"], "subtitle", "description", "industry", "category_id", "featured", ["lifecycle_status", "last_order_date"], "successor_id", ...publishingRows],
    },
    { id: "media", title: "Media", rows: ["main_image", "product_images", "catalog_file", "youtube_link"] },
    { id: "features", title: "Features & Benefits", rows: ["features", "product_benefits"] },
    { id: "specifications", title: "Specifications", rows: ["specification_groups"] },
    { id: "applications", title: "Applications", rows: ["applications", "application_images"] },
  ],
  revisions: true,
  search: { kind: "product", slot: 0, title: "name", subtitle: "model_number", body: ["model_number", "description"] },
  publicPage: productPage,
  // What the public pages read beyond a product's id, slug and place in the catalogue: a card
  // (grids, carousels) shows these fields and the start of the description; the product page, all.
  public: { card: ["name", "subtitle", "model_number", "main_image", "lifecycle_status"] },
  list: {
    // Completeness (decision 041): least complete first, from the stored score's index.
    sorts: { created_at: "desc", name: "asc", model_number: "asc", completeness: "asc" },
    filters: ["category", "subcategory", "type"],
    choices: { status: LIFECYCLE_STATUSES, ...publishingListChoice },
    noun: ["product", "products"],
    empty: "No products yet. Add the first one.",
    // The product list searches through the site search's index (admin-search.server.ts).
    search: { placeholder: "Name or model number", columns: [] },
    thumbnail: (row) => row.main_image,
    columns: [
      { header: "Image", show: "thumbnail" },
      { header: "Name", sort: "name", show: "link", value: (row) => row.name, href: productPage },
      { header: "Model number", sort: "model_number", value: (row) => row.model_number },
      { header: "Category", value: (row) => row.category_name },
      { header: "Subcategory", value: (row) => row.subcategory_name },
      { header: "Type", value: (row) => row.type_name },
      { header: "Status", value: (row) => LIFECYCLE_LABELS[row.lifecycle_status] ?? row.lifecycle_status },
      { header: "Added", sort: "created_at", show: "date", value: (row) => row.created_at },
      { header: "Completeness", sort: "completeness", value: (row) => (row.completeness === null || row.completeness === undefined ? "Not scored yet" : `${row.completeness}%`) },
      publishingColumn,
    ],
  },
});

export const productInput = productDefinition.schema;
/** A product's fields as they read (from the fields themselves: the definition's own types rest on it). */
export type ProductValues = z.output<InputSchema<typeof productFields>>;

/** The tab (form section) that holds a field: errors mark their tab. */
export function productTabOf(field: string): string | undefined {
  const holds = (row: string | readonly string[]) => (typeof row === "string" ? row === field : row.includes(field));
  return productDefinition.form.find((section) => section.rows.some(holds))?.id;
}

/** A product as its form shows it: a group's specifications as name/detail rows (stored as a map), so an error lands on its row. */
export function productFormValue(product: ProductValues) {
  const specification_groups = product.specification_groups.map((group) => ({
    group_name: group.group_name,
    specifications: Object.entries(group.specifications).map(([name, detail]) => ({ name, detail })),
  }));
  return { ...product, specification_groups };
}
