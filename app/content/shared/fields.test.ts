import { describe, expect, it } from "vitest";
import { z } from "zod";
import { categoryInput } from "../category/definition";
import { heroSectionInput } from "../hero-section/definition";
import { popupInput } from "../popup/definition";
import { productTypeInput } from "../product-type/definition";
import { subcategoryInput } from "../subcategory/definition";
import { isLinkTarget, optionalLine, optionalLink, optionalText, requiredText, TEXT_LIMITS } from "./fields";

describe("link targets", () => {
  it.each(["https://example.com/a?b=1", "http://example.com", "/products", "/products?category=2", "/"])(
    "accepts %s",
    (value) => expect(isLinkTarget(value)).toBe(true),
  );

  it.each(["//evil.example/x", "/\\evil.example", "javascript:alert(1)", "data:text/html,x", "products", "/a b", "ftp://x"])(
    "refuses %s",
    (value) => expect(isLinkTarget(value)).toBe(false),
  );

  it("stores an empty optional link as null and names a bad one", () => {
    const schema = z.object({ link: optionalLink() });
    expect(schema.parse({ link: "  " }).link).toBeNull();
    expect(schema.safeParse({ link: "javascript:alert(1)" }).error?.issues[0]?.message).toBe("Please enter a valid URL");
  });
});

// Issue 12, item 18: no text staff type is unbounded on the server.
describe("text limits", () => {
  const message = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it("bounds long texts, single lines and required lines, and accepts exactly the limit", () => {
    expect(message(optionalText, "x".repeat(TEXT_LIMITS.long))).toBeUndefined();
    expect(message(optionalText, "x".repeat(200_000))).toBe("Must be at most 20,000 characters");
    expect(message(optionalLine, "x".repeat(TEXT_LIMITS.line))).toBeUndefined();
    expect(message(optionalLine, "x".repeat(TEXT_LIMITS.line + 1))).toBe("Must be at most 255 characters");
    expect(message(requiredText("Name is required"), "x".repeat(TEXT_LIMITS.line + 1))).toBe("Must be at most 255 characters");
    expect(message(optionalLink(), `https://example.com/${"a".repeat(2_000)}`)).toBeUndefined();
  });

  it.each([
    ["category description", categoryInput, { name: "A", description: "x".repeat(20_001) }],
    ["category small content", categoryInput, { name: "A", small_content: "x".repeat(20_001) }],
    ["subcategory description", subcategoryInput, { name: "A", category_id: 1, description: "x".repeat(20_001) }],
    ["type description", productTypeInput, { name: "A", subcategory_id: 1, description: "x".repeat(20_001) }],
    ["hero paragraph", heroSectionInput, { h1_text: "A", button_text: "B", url_link: "/", para_text: "x".repeat(20_001) }],
    ["popup content", popupInput, { title: "A", content: "x".repeat(20_001) }],
  ] as Array<[string, z.ZodTypeAny, unknown]>)("refuses a %s over the limit", (_, schema, input) => {
    expect(message(schema, input)).toBe("Must be at most 20,000 characters");
  });
});
