import type { LifecycleStatus } from "./lifecycle";

/**
 * Browser-safe: how complete a product's information is (issue 18, decision 041). The criteria are
 * data: each says what it checks, what a product that misses it lacks, and which tab of the product
 * form fixes it. A product's score is the share of the criteria that apply to it and that it meets,
 * 0-100. The score is stored with the product (completeness.server.ts); changing this list rescores
 * every product at the next start.
 */

/** What the criteria look at, read for many products at once by completeness.server.ts. */
export type CompletenessFacts = {
  mainImage: boolean;
  galleryImages: number;
  descriptionLength: number;
  features: number;
  /** Specification rows over all groups. */
  specifications: number;
  /** Typed attributes of the product's category and type (decision 031), and how many it fills in. */
  attributes: { applicable: number; filled: number };
  /** An uploaded catalogue file (Media tab). */
  catalogue: boolean;
  /** Manual downloads of the download centre serving the product (decision 033). */
  manuals: number;
  lifecycle: LifecycleStatus | string;
  lastOrderDate: boolean;
  /** Names a successor that exists. */
  successor: boolean;
  /**
   * The media library's images the product's page shows (main, gallery and application images that are
   * `/media/` files of the library; decision 040), each counted once, and how many of them have no alt text.
   */
  libraryImages: number;
  imagesWithoutAltText: number;
  /** Where those images are set: the Media tab (main and gallery images) unless only application images lack it. */
  imagesWithoutAltTextIn?: "media" | "applications";
};

/** The product form's tabs (the definition's form sections). */
export type ProductTab = "basic" | "media" | "features" | "specifications" | "applications";

export type CompletenessCriterion = {
  id: string;
  label: string;
  /** Said of a product that misses it, with its own numbers where they help. */
  missing: (facts: CompletenessFacts) => string;
  /** The tab of the product form where it is fixed. */
  tab: ProductTab;
  /** The tab for this product, when it depends on what the product misses. */
  tabFor?: (facts: CompletenessFacts) => ProductTab;
  /** Whether it counts for this product at all (default: always). */
  applies?: (facts: CompletenessFacts) => boolean;
  met: (facts: CompletenessFacts) => boolean;
};

export const DESCRIPTION_MIN = 300;
export const GALLERY_MIN = 3;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Every criterion, in the order the dashboard names what a product misses. */
export const COMPLETENESS_CRITERIA: readonly CompletenessCriterion[] = [
  { id: "main-image", label: "Main image", tab: "media", missing: () => "No main image", met: (f) => f.mainImage },
  {
    id: "gallery",
    label: `At least ${GALLERY_MIN} gallery images`,
    tab: "media",
    missing: (f) => (f.galleryImages === 0 ? "No gallery images" : `Only ${plural(f.galleryImages, "gallery image")}`),
    met: (f) => f.galleryImages >= GALLERY_MIN,
  },
  {
    // Written once per file in the media library, which every image field's "Alt text" button opens too.
    id: "alt-text",
    label: "Alt text on its images",
    tab: "media",
    tabFor: (f) => f.imagesWithoutAltTextIn ?? "media",
    applies: (f) => f.libraryImages > 0,
    missing: (f) => `${plural(f.imagesWithoutAltText, "image")} without alt text`,
    met: (f) => f.imagesWithoutAltText === 0,
  },
  {
    id: "description",
    label: `Description of at least ${DESCRIPTION_MIN} characters`,
    tab: "basic",
    missing: (f) => (f.descriptionLength === 0 ? "No description" : `Description of only ${plural(f.descriptionLength, "character")}`),
    met: (f) => f.descriptionLength >= DESCRIPTION_MIN,
  },
  { id: "features", label: "Features", tab: "features", missing: () => "No features", met: (f) => f.features > 0 },
  { id: "specifications", label: "Specifications", tab: "specifications", missing: () => "No specifications", met: (f) => f.specifications > 0 },
  {
    id: "attributes",
    label: "Typed attributes filled in",
    tab: "specifications",
    applies: (f) => f.attributes.applicable > 0,
    missing: (f) => `${f.attributes.applicable - f.attributes.filled} of ${plural(f.attributes.applicable, "attribute")} empty`,
    met: (f) => f.attributes.filled >= f.attributes.applicable,
  },
  {
    id: "catalogue",
    label: "A catalogue or datasheet",
    tab: "media",
    missing: () => "No catalogue file or manual download",
    met: (f) => f.catalogue || f.manuals > 0,
  },
  {
    id: "lifecycle",
    label: "Lifecycle consistent",
    tab: "basic",
    missing: (f) => (f.lifecycle === "eol" && !f.lastOrderDate ? "End of life without a last-order date" : `${f.lifecycle === "eol" ? "End of life" : "Discontinued"} without a successor`),
    met: (f) => !lifecycleEnded(f.lifecycle) || (f.successor && (f.lifecycle !== "eol" || f.lastOrderDate)),
  },
];

/** End of life and Discontinued products should name what replaces them (decision 029). */
const lifecycleEnded = (status: string) => status === "eol" || status === "discontinued";

/** The criteria that count for a product, each with whether it is met. */
export function assess(facts: CompletenessFacts, criteria: readonly CompletenessCriterion[] = COMPLETENESS_CRITERIA) {
  return criteria.filter((criterion) => criterion.applies?.(facts) ?? true).map((criterion) => ({ criterion, met: criterion.met(facts) }));
}

/** The share of the applicable criteria met, 0-100, rounded. */
export function completenessScore(facts: CompletenessFacts, criteria: readonly CompletenessCriterion[] = COMPLETENESS_CRITERIA): number {
  const results = assess(facts, criteria);
  if (results.length === 0) return 100;
  return Math.round((100 * results.filter((result) => result.met).length) / results.length);
}

/** What a product misses, each with the tab that fixes it. */
export function missingFrom(facts: CompletenessFacts, criteria: readonly CompletenessCriterion[] = COMPLETENESS_CRITERIA) {
  return assess(facts, criteria)
    .filter((result) => !result.met)
    .map(({ criterion }) => ({ id: criterion.id, text: criterion.missing(facts), tab: criterion.tabFor?.(facts) ?? criterion.tab }));
}

/** Names the criteria list as it is now; a stored score made under another list is stale. */
export const criteriaSignature = (criteria: readonly CompletenessCriterion[] = COMPLETENESS_CRITERIA) => criteria.map((criterion) => criterion.id).join(",");

/** The product form opened on a tab: `tab` for the tabs, the fragment for the form shown without JavaScript. */
export const productTabHref = (id: number, tab: ProductTab) => `/admin/products?edit=${id}&tab=${tab}#product-section-${tab}`;
