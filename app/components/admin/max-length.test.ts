import { describe, expect, it } from "vitest";
import { counterText } from "./counted-input";
import { categoryInput } from "~/content/category/definition";
import { heroSectionInput } from "~/content/hero-section/definition";
import { productInput } from "~/content/product/definition";
import { maxLengthOf } from "./max-length";

describe("maxLengthOf", () => {
  it("finds the limit the server enforces on a name, through pipes and refinements", () => {
    expect(maxLengthOf(categoryInput.shape.name)).toBe(120);
    expect(maxLengthOf(productInput.shape.name)).toBe(200);
    expect(maxLengthOf(heroSectionInput.shape.button_text)).toBe(60);
    expect(maxLengthOf(productInput.shape.description)).toBe(20_000);
    expect(maxLengthOf(productInput.shape.featured)).toBeUndefined();
  });
});

describe("counterText", () => {
  it("says nothing far from the limit, then counts down, then counts what is over", () => {
    expect(counterText(95, 120)).toBe("");
    expect(counterText(96, 120)).toBe("24 characters left");
    expect(counterText(119, 120)).toBe("1 character left");
    expect(counterText(120, 120)).toBe("0 characters left");
    expect(counterText(121, 120)).toBe("1 character over the limit");
    expect(counterText(125, 120)).toBe("5 characters over the limit");
  });
});
