import { describe, expect, it } from "vitest";
import { keepDiscontinued, listHref, pageItems, parseListState } from "./product-list-query";

const params = (query: string) => new URLSearchParams(query);

describe("parseListState", () => {
  it("defaults to page 1, newest first", () => {
    expect(parseListState(params(""))).toEqual({ page: 1, sort: "newest" });
    expect(parseListState(params("page=&sort="))).toEqual({ page: 1, sort: "newest" });
    expect(parseListState(params("category=3&page=12&sort=name"))).toEqual({ page: 12, sort: "name" });
  });

  it("refuses a page that is not a positive whole number, and an unknown sort", () => {
    for (const page of ["0", "-1", "1.5", "01", "abc", "1e3", "9999999999", " 2"]) {
      expect(parseListState(params(`page=${encodeURIComponent(page)}`)), page).toBeNull();
    }
    expect(parseListState(params("sort=price"))).toBeNull();
  });

  it("reads the Show discontinued filter as discontinued=1, and refuses other values", () => {
    expect(parseListState(params("discontinued=1"))).toEqual({ page: 1, sort: "newest", discontinued: true });
    expect(parseListState(params("discontinued="))).toEqual({ page: 1, sort: "newest" });
    expect(parseListState(params("discontinued=yes"))).toBeNull();
    expect(listHref({}, { page: 2, sort: "name", discontinued: true })).toBe("/products?discontinued=1&sort=name&page=2");
    expect(keepDiscontinued("/products")).toBe("/products?discontinued=1");
    expect(keepDiscontinued("/products?category=4&subcategory=9")).toBe("/products?category=4&subcategory=9&discontinued=1");
  });
});

describe("listHref", () => {
  const filter = { category: { id: 1, name: "C" }, subcategory: { id: 2, name: "S" }, type: { id: 3, name: "T" } };

  it("keeps the filters, drops page 1 and the default sort", () => {
    expect(listHref({}, { page: 1, sort: "newest" })).toBe("/products");
    expect(listHref({}, { page: 2, sort: "newest" })).toBe("/products?page=2");
    expect(listHref(filter, { page: 1, sort: "name" })).toBe("/products?category=1&subcategory=2&type=3&sort=name");
    expect(listHref({ category: filter.category }, { page: 7, sort: "name" })).toBe("/products?category=1&sort=name&page=7");
  });
});

describe("pageItems", () => {
  it("lists every page of a short range", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps first and last, the neighbours of the current page, and marks gaps", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 19, 20]);
    expect(pageItems(2000, 2500)).toEqual([1, "gap", 1999, 2000, 2001, "gap", 2500]);
  });

  it("shows a lone left-out page instead of a gap", () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });
});
