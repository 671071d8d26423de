import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { productDefinition } from "../product/definition";
import { RuleViolationError } from "../shared/errors";
import { solutionDefinition } from "../solution/definition";
import { assertMediaReferences, mediaReferencesIn, onPublicPages } from "./references.server";
import { createMediaFile } from "./repository.server";

it("finds this site's files in single fields, lists, and fields of list rows, by their form field names", () => {
  const product = {
    main_image: "/media/images/a/main.jpg",
    product_images: ["/media/images/a/one.jpg", "https://cdn.example.com/two.jpg", "/media/images/a/three.jpg"],
    catalog_file: "/media/catalogues/a/sheet.pdf",
    application_images: ["legacy-name.webp"],
  };
  expect(mediaReferencesIn(productDefinition.fields, product)).toEqual([
    { field: "main_image", kind: "image", reference: "/media/images/a/main.jpg" },
    { field: "product_images[0]", kind: "image", reference: "/media/images/a/one.jpg" },
    { field: "product_images[2]", kind: "image", reference: "/media/images/a/three.jpg" },
    { field: "catalog_file", kind: "catalogue", reference: "/media/catalogues/a/sheet.pdf" },
  ]);
  const solution = { content: [{ heading: "A", image: null }, { heading: "B", image: "/media/images/a/section.jpg" }], applications: [{ name: "C", image: "/media/images/a/app.jpg" }] };
  expect(mediaReferencesIn(solutionDefinition.fields, solution).map(({ field }) => field)).toEqual(["content[1].image", "applications[0].image"]);
});

it("knows what is on the site: types without publishing always, otherwise published or scheduled and switched on", () => {
  expect(onPublicPages({ name: "A category" })).toBe(true);
  expect(onPublicPages({ publish_status: "scheduled" })).toBe(true);
  expect(onPublicPages({ publish_status: "draft" })).toBe(false);
  expect(onPublicPages({ publish_status: "published", is_active: 0 })).toBe(false);
  expect(onPublicPages({ publish_status: "published", is_active: true })).toBe(true);
});

describeEachDatabase("a save's media references", (getDb) => {
  const refusal = async (values: object, before?: object) => {
    const error = await assertMediaReferences(getDb(), productDefinition, values, before).then(
      () => null,
      (caught: unknown) => caught,
    );
    return error instanceof RuleViolationError ? error.fieldErrors : error;
  };

  it("refuses a reference to a file the library does not hold, or of another kind, at its field", async () => {
    const db = getDb();
    await createMediaFile(db, { key: "catalogues/rf/sheet.pdf", kind: "catalogue", mime: "application/pdf", size: 10, original_name: "Sheet.pdf" });
    expect(await refusal({ publish_status: "draft", main_image: "/media/images/rf/gone.jpg", product_images: ["/media/catalogues/rf/sheet.pdf"] })).toEqual({
      main_image: ["There is no image /media/images/rf/gone.jpg in the media library. Upload it again or choose one from the library."],
      "product_images[0]": ["Sheet.pdf is a catalogue, not an image. Choose an image."],
    });
    expect(await refusal({ publish_status: "draft", catalog_file: "/media/catalogues/rf/sheet.pdf", main_image: "https://cdn.example.com/a.jpg" })).toBeNull();
  });

  it("refuses an image without alt text that the save puts on the site, and only then", async () => {
    const db = getDb();
    await createMediaFile(db, { key: "images/rf/bare.jpg", kind: "image", mime: "image/jpeg", size: 10, original_name: "Bare.jpg" });
    await createMediaFile(db, { key: "images/rf/described.jpg", kind: "image", mime: "image/jpeg", size: 10, alt_text: "A panel PC on a desk" });
    const bare = "/media/images/rf/bare.jpg";
    const message = ["Bare.jpg has no alt text. Add it (Alt text, under the image) before the image goes on the site."];
    expect(await refusal({ publish_status: "published", product_images: ["/media/images/rf/described.jpg", bare] })).toEqual({ "product_images[1]": message });
    expect(await refusal({ publish_status: "scheduled", main_image: bare })).toEqual({ main_image: message });
    // Not on the site: a draft may hold it.
    expect(await refusal({ publish_status: "draft", main_image: bare })).toBeNull();
    // Already on the site from this record (saved before alt text existed): editing the record goes on.
    expect(await refusal({ publish_status: "published", product_images: [bare] }, { publish_status: "published", main_image: bare, product_images: [] })).toBeNull();
    // The record goes public now: its images go on the site with it.
    expect(await refusal({ publish_status: "published", main_image: bare }, { publish_status: "draft", main_image: bare })).toEqual({ main_image: message });
  });
});
