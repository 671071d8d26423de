import { describe, expect, it } from "vitest";
import { productInput } from "~/content/product/schema";
import { decodeProductForm } from "./decode-product-form";

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("decodeProductForm", () => {
  it("reads list editors' bracketed fields into the product schema's shape", () => {
    const input = decodeProductForm(
      form([
        ["_js", "1"],
        ["name", "Panel PC 15"],
        ["featured", "on"],
        ["features[0]", "Fanless"],
        ["features[1]", "IP65 front"],
        ["product_benefits[0][name]", "Rugged"],
        ["product_benefits[0][icon]", "shield-check"],
        ["specification_groups[0][group_name]", "Processor"],
        ["specification_groups[0][specifications][0][name]", "CPU"],
        ["specification_groups[0][specifications][0][detail]", "Intel Core i5"],
        ["specification_groups[0][specifications][1][name]", " RAM "],
        ["specification_groups[0][specifications][1][detail]", "8 GB"],
        ["applications[0]", "Factories"],
      ]),
    );
    const parsed = productInput.parse(input);
    expect(parsed).toMatchObject({
      name: "Panel PC 15",
      featured: true,
      features: ["Fanless", "IP65 front"],
      product_benefits: [{ name: "Rugged", icon: "shield-check" }],
      specification_groups: [{ group_name: "Processor", specifications: { CPU: "Intel Core i5", RAM: "8 GB" } }],
      applications: ["Factories"],
      product_images: [],
    });
  });

  it("keeps an empty row added with JavaScript, so it gets its message next to it", () => {
    const result = productInput.safeParse(decodeProductForm(form([["_js", "1"], ["name", "X"], ["features[0]", "A"], ["features[1]", " "]])));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["features.1", "A feature or highlight needs non-empty text"]]);
  });

  it("without JavaScript, treats a cleared row as removed", () => {
    const input = decodeProductForm(form([["name", "X"], ["features[0]", ""], ["features[1]", "B"], ["product_benefits[0][name]", ""], ["product_benefits[0][icon]", ""]]));
    expect(productInput.parse(input)).toMatchObject({ features: ["B"], product_benefits: [] });
  });

  it("cannot be steered into an object's prototype by a field name", () => {
    const input = decodeProductForm(form([["name", "X"], ["__proto__[polluted]", "yes"], ["features[__proto__]", "x"]]));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(productInput.parse(input).features).toEqual([]);
  });
});
