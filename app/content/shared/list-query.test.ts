import { describe, expect, it } from "vitest";
import { likePattern, listSearch, parseListQuery, withParams } from "./list-query";

const config = { sorts: { created_at: "desc", name: "asc" }, defaultSort: "created_at", filters: ["category"] } as const;

describe("parseListQuery", () => {
  it("reads search, order, page and parent filters from the URL", () => {
    const query = parseListQuery(new URLSearchParams("q=%20panel%20&sort=name&dir=desc&page=3&category=7"), config);
    expect(query).toEqual({ q: "panel", sort: "name", dir: "desc", page: 3, filters: { category: 7 } });
  });

  it("falls back to the defaults for values that do not fit", () => {
    const query = parseListQuery(new URLSearchParams("sort=password&dir=up&page=-2&category=abc"), config);
    expect(query).toEqual({ q: "", sort: "created_at", dir: "desc", page: 1, filters: {} });
  });

  it("uses the column's own first direction when none is given", () => {
    expect(parseListQuery(new URLSearchParams("sort=name"), config).dir).toBe("asc");
  });

  it("caps the search text", () => {
    expect(parseListQuery(new URLSearchParams({ q: "x".repeat(500) }), config).q).toHaveLength(100);
  });

  it("turns control characters in the search into spaces (PostgreSQL refuses NUL)", () => {
    expect(parseListQuery(new URLSearchParams("q=%00pan%0Ael"), config).q).toBe("pan el");
  });
});

describe("list state in links", () => {
  it("drops the form parameters, keeps the rest", () => {
    expect(listSearch("q=a&edit=4&page=2&new=1")).toBe("?q=a&page=2");
    expect(listSearch("edit=4")).toBe("");
  });

  it("changes or removes parameters of the current state", () => {
    expect(withParams("q=a&page=3&edit=2", { sort: "name", page: null })).toBe("?q=a&sort=name");
    expect(withParams("page=2", { edit: 9 })).toBe("?page=2&edit=9");
  });
});

it("escapes LIKE wildcards so they match literally", () => {
  expect(likePattern("50%_A\\b")).toBe("%50\\%\\_a\\\\b%");
});
