import { describe, expect, it } from "vitest";
import { COMPLETENESS_CRITERIA, type CompletenessFacts, completenessScore, criteriaSignature, missingFrom, productTabHref } from "./completeness";

const complete: CompletenessFacts = {
  mainImage: true,
  galleryImages: 3,
  descriptionLength: 300,
  features: 1,
  specifications: 1,
  attributes: { applicable: 2, filled: 2 },
  catalogue: true,
  manuals: 0,
  lifecycle: "active",
  lastOrderDate: false,
  successor: false,
  libraryImages: 4,
  imagesWithoutAltText: 0,
};

describe("product completeness", () => {
  it("scores a product meeting every criterion 100, with nothing missing", () => {
    expect(completenessScore(complete)).toBe(100);
    expect(missingFrom(complete)).toEqual([]);
  });

  it("names each gap with the tab that fixes it, and scores the share met", () => {
    const gaps: CompletenessFacts = { ...complete, mainImage: false, galleryImages: 2, descriptionLength: 120, attributes: { applicable: 3, filled: 1 } };
    expect(missingFrom(gaps)).toEqual([
      { id: "main-image", text: "No main image", tab: "media" },
      { id: "gallery", text: "Only 2 gallery images", tab: "media" },
      { id: "description", text: "Description of only 120 characters", tab: "basic" },
      { id: "attributes", text: "2 of 3 attributes empty", tab: "specifications" },
    ]);
    // 5 of 9 criteria met.
    expect(completenessScore(gaps)).toBe(56);
  });

  it("leaves the attributes out of a product whose category and type define none", () => {
    const none = { ...complete, features: 0, attributes: { applicable: 0, filled: 0 } };
    // 7 of 8 criteria: the attributes criterion does not apply.
    expect(completenessScore(none)).toBe(88);
    expect(missingFrom(none).map((gap) => gap.id)).toEqual(["features"]);
  });

  it("counts a manual download as the datasheet when no catalogue file is uploaded", () => {
    expect(missingFrom({ ...complete, catalogue: false }).map((gap) => gap.id)).toEqual(["catalogue"]);
    expect(completenessScore({ ...complete, catalogue: false, manuals: 1 })).toBe(100);
  });

  it("wants an End of life or Discontinued product to name its successor, and End of life its last-order date", () => {
    expect(missingFrom({ ...complete, lifecycle: "discontinued" })).toEqual([{ id: "lifecycle", text: "Discontinued without a successor", tab: "basic" }]);
    expect(missingFrom({ ...complete, lifecycle: "eol", lastOrderDate: true })).toEqual([{ id: "lifecycle", text: "End of life without a successor", tab: "basic" }]);
    expect(missingFrom({ ...complete, lifecycle: "eol", successor: true })).toEqual([{ id: "lifecycle", text: "End of life without a last-order date", tab: "basic" }]);
    expect(completenessScore({ ...complete, lifecycle: "eol", successor: true, lastOrderDate: true })).toBe(100);
    // A successor is not asked of a product still sold.
    expect(completenessScore({ ...complete, lifecycle: "nrnd" })).toBe(100);
  });

  it("wants alt text on every library image the product shows, counting those without, when it shows any", () => {
    const lacking = { ...complete, imagesWithoutAltText: 2 };
    expect(missingFrom(lacking)).toEqual([{ id: "alt-text", text: "2 images without alt text", tab: "media" }]);
    expect(missingFrom({ ...complete, imagesWithoutAltText: 1 })[0].text).toBe("1 image without alt text");
    // 8 of 9 criteria met.
    expect(completenessScore(lacking)).toBe(89);
    // Every image described: met.
    expect(completenessScore({ ...complete, imagesWithoutAltText: 0 })).toBe(100);
    // No library image (none at all, or only images from elsewhere): the criterion does not apply.
    const noImages = { ...complete, mainImage: false, galleryImages: 0, libraryImages: 0, imagesWithoutAltText: 0 };
    expect(missingFrom(noImages).map((gap) => gap.id)).toEqual(["main-image", "gallery"]);
    // 6 of 8 criteria: the alt text criterion does not apply.
    expect(completenessScore(noImages)).toBe(75);
  });

  it("scores nothing at all as 0 and keeps the criteria as a list the signature names", () => {
    const empty: CompletenessFacts = {
      ...complete,
      mainImage: false,
      galleryImages: 0,
      descriptionLength: 0,
      features: 0,
      specifications: 0,
      catalogue: false,
      attributes: { applicable: 1, filled: 0 },
      lifecycle: "discontinued",
      libraryImages: 0,
    };
    expect(completenessScore(empty)).toBe(0);
    expect(criteriaSignature()).toBe("main-image,gallery,alt-text,description,features,specifications,attributes,catalogue,lifecycle");
    // One more criterion is one more entry: the signature changes, so stored scores are made again.
    const withWarranty = [...COMPLETENESS_CRITERIA, { id: "warranty", label: "Warranty", tab: "basic" as const, missing: () => "No warranty", met: () => false }];
    expect(criteriaSignature(withWarranty)).not.toBe(criteriaSignature());
    expect(completenessScore(complete, withWarranty)).toBe(90);
  });

  it("links a gap to its tab of the product form, also without JavaScript", () => {
    expect(productTabHref(12, "media")).toBe("/admin/products?edit=12&tab=media#product-section-media");
  });
});
