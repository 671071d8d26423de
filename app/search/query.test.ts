import { describe, expect, it } from "vitest";
import { containsPattern, ftsPhrase, normaliseQuery, SEARCH_MAX_LENGTH } from "./query";

describe("search query helpers", () => {
  it("trims and caps the query by characters, not bytes", () => {
    expect(normaliseQuery("  PPC-15  ")).toBe("PPC-15");
    expect(normaliseQuery(null)).toBe("");
    const long = "é".repeat(SEARCH_MAX_LENGTH + 20);
    expect([...normaliseQuery(long)]).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it("turns control characters into spaces (PostgreSQL refuses NUL)", () => {
    expect(normaliseQuery("\u0000abc")).toBe("abc");
    expect(normaliseQuery("PPC\u0000-15\r\n")).toBe("PPC -15");
  });

  it("escapes LIKE wildcards and the escape character", () => {
    expect(containsPattern("50%_off\\x")).toBe("%50\\%\\_off\\\\x%");
  });

  it("quotes FTS5 phrases so operators and quotes are plain text", () => {
    expect(ftsPhrase('12" OR NEAR(a b)')).toBe('"12"" OR NEAR(a b)"');
  });
});
