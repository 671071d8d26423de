import { describe, expect, it } from "vitest";
import { productInput } from "./definition";
import { slugify } from "./slug";

/** The messages a form shows, by field path, for one input. */
function messages(input: Record<string, unknown>): Record<string, string[]> {
  const result = productInput.safeParse({ name: "Panel PC", ...input });
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join(".")] ??= []).push(issue.message);
  return byPath;
}

const many = (count: number, make: (index: number) => unknown) => Array.from({ length: count }, (_, index) => make(index));

describe("product input", () => {
  it("requires a name and a valid video URL", () => {
    expect(messages({ name: "  " })).toEqual({ name: ["Name is required"] });
    expect(messages({ youtube_link: "not a url" })).toEqual({ youtube_link: ["Please enter a valid URL"] });
    expect(messages({ youtube_link: "javascript:alert(1)" })).toEqual({ youtube_link: ["Please enter a valid URL"] });
    expect(messages({ youtube_link: "https://www.youtube.com/watch?v=abc" })).toEqual({});
  });

  it("accepts the spec's limits and refuses one more, naming the limit", () => {
    expect(messages({ product_images: many(6, (i) => `p${i}.jpg`), application_images: many(4, (i) => `a${i}.jpg`) })).toEqual({});
    expect(messages({ product_images: many(7, (i) => `p${i}.jpg`) })).toEqual({ product_images: ["At most 6 product images"] });
    expect(messages({ application_images: many(5, (i) => `a${i}.jpg`) })).toEqual({
      application_images: ["At most 4 application images"],
    });
    expect(messages({ product_benefits: many(5, (i) => ({ name: `B${i}` })) })).toEqual({ product_benefits: ["At most 4 benefits"] });
    expect(messages({ applications: many(8, (i) => `Use ${i}`) })).toEqual({ applications: ["At most 7 applications"] });
    expect(messages({ applications: many(7, (i) => `Use ${i}`), product_benefits: many(4, (i) => ({ name: `B${i}` })) })).toEqual({});
  });

  it("refuses empty list entries with a message on the entry", () => {
    expect(messages({ features: ["Fanless", " "] })).toEqual({ "features.1": ["A feature or highlight needs non-empty text"] });
    expect(messages({ applications: [""] })).toEqual({ "applications.0": ["Application text is required"] });
    expect(messages({ product_benefits: [{ name: "", icon: "shield" }] })).toEqual({
      "product_benefits.0.name": ["Benefit name is required"],
    });
    expect(messages({ product_images: ["javascript:alert(1)"] })).toEqual({ "product_images.0": ["Invalid media reference"] });
  });

  it("needs a group name, specification name and detail in every specification group", () => {
    expect(messages({ specification_groups: [{ group_name: "", specifications: { CPU: "i5" } }] })).toEqual({
      "specification_groups.0.group_name": ["A specification needs non-empty group name, spec name and detail"],
    });
    expect(messages({ specification_groups: [{ group_name: "Power", specifications: { " ": "12V" } }] })).toEqual({
      "specification_groups.0.specifications": ["A specification needs non-empty group name, spec name and detail"],
    });
    expect(messages({ specification_groups: [{ group_name: "Power", specifications: { Input: " " } }] })).toEqual({
      "specification_groups.0.specifications.Input": ["A specification needs non-empty group name, spec name and detail"],
    });
  });

  it("takes the admin form's specification rows, with each error on its own row's field, and stores the map", () => {
    const incomplete = "A specification needs non-empty group name, spec name and detail";
    const group = (specifications: unknown) => ({ specification_groups: [{ group_name: "Power", specifications }] });
    expect(messages(group([{ name: "Input", detail: "12 V" }, { name: "Output", detail: " " }]))).toEqual({
      "specification_groups.0.specifications.1.detail": [incomplete],
    });
    expect(messages(group([{ name: " ", detail: "12 V" }]))).toEqual({ "specification_groups.0.specifications.0.name": [incomplete] });
    expect(messages(group([{ name: "Input", detail: "12 V" }, { name: "Input", detail: "24 V" }]))).toEqual({
      "specification_groups.0.specifications.1.name": ["Each specification in a group needs its own name"],
    });
    const parsed = productInput.parse({ name: "Box PC", ...group([{ name: " Input ", detail: " 12 V " }]) });
    expect(parsed.specification_groups).toEqual([{ group_name: "Power", specifications: { Input: "12 V" } }]);
  });

  it("accepts benefits and specification groups as JSON text, and refuses text that is not a list", () => {
    const parsed = productInput.parse({
      name: "Box PC",
      product_benefits: JSON.stringify([{ name: " Fanless ", icon: "" }]),
      specification_groups: JSON.stringify([{ group_name: "CPU", specifications: { " Model ": " i7 ", Cores: 8 } }]),
    });
    expect(parsed.product_benefits).toEqual([{ name: "Fanless" }]);
    expect(parsed.specification_groups).toEqual([{ group_name: "CPU", specifications: { Model: "i7", Cores: "8" } }]);
    expect(messages({ product_benefits: "{not json" })).toEqual({ product_benefits: ["Benefits must be a list"] });
    expect(messages({ specification_groups: '{"group_name":"CPU"}' })).toEqual({
      specification_groups: ["Specification groups must be a list"],
    });
  });

  it("fills missing lists and flags with empty values", () => {
    expect(productInput.parse({ name: "Switch" })).toMatchObject({
      product_images: [],
      features: [],
      product_benefits: [],
      specification_groups: [],
      applications: [],
      application_images: [],
      featured: false,
      category_id: null,
      youtube_link: null,
    });
  });
});

describe("slugify", () => {
  it("makes lowercase ASCII words joined by hyphens", () => {
    expect(slugify('Panel PC 15.6" Fanless')).toBe("panel-pc-15-6-fanless");
    expect(slugify("  Módulo Über-Tough  ")).toBe("modulo-uber-tough");
    expect(slugify("RS-232/485 → USB")).toBe("rs-232-485-usb");
    expect(slugify("工业电脑")).toBe("product");
  });
});
