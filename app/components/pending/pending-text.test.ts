import { describe, expect, it } from "vitest";
import { pendingText } from "./pending-text";

describe("pendingText", () => {
  it("uses the spec's texts for solutions and products", () => {
    expect(pendingText("/solutions")).toBe("Loading solutions...");
    expect(pendingText("/solution/7")).toBe("Loading solution...");
    expect(pendingText("/products")).toBe("Loading products...");
    expect(pendingText("/product/12")).toBe("Loading product...");
    expect(pendingText("/product/12/panel-pc")).toBe("Loading product...");
  });
  it("falls back to a plain text elsewhere", () => {
    expect(pendingText("/news/3")).toBe("Loading...");
    expect(pendingText("/")).toBe("Loading...");
  });
});
