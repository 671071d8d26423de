import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isLinkTarget, optionalLink } from "./fields";

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
