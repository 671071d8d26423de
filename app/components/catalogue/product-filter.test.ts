import { describe, expect, it } from "vitest";
import type { NavigationCategory } from "~/content/navigation/types";
import { filterHref, resolveProductFilter, toSidebarTree } from "./product-filter";

const sub = (id: number, name: string, category_id: number, types: Array<[number, string]>) => ({
  id,
  name,
  image: null,
  category_id,
  products: [],
  types: types.map(([typeId, typeName]) => ({ id: typeId, name: typeName, image: null, subcategory_id: id, products: [] })),
});
const tree: NavigationCategory[] = [
  { id: 1, name: "Panel PCs", description: null, small_content: null, image: null, sort_order: 0, subcategories: [sub(10, "Fanless", 1, [[20, "15 inch"]])] },
  { id: 2, name: "Switches", description: null, small_content: null, image: null, sort_order: 1, subcategories: [sub(11, "Managed", 2, [[21, "8 port"]])] },
];
const resolve = (query: string) => resolveProductFilter(tree, new URLSearchParams(query));

describe("products filter", () => {
  it("resolves each level with its name", () => {
    expect(resolve("")).toEqual({});
    expect(resolve("category=2")).toEqual({ category: { id: 2, name: "Switches" } });
    expect(resolve("category=1&subcategory=10&type=20")).toEqual({
      category: { id: 1, name: "Panel PCs" },
      subcategory: { id: 10, name: "Fanless" },
      type: { id: 20, name: "15 inch" },
    });
  });

  it("finds the parents of a subcategory or type given alone", () => {
    expect(resolve("type=21")).toEqual({
      category: { id: 2, name: "Switches" },
      subcategory: { id: 11, name: "Managed" },
      type: { id: 21, name: "8 port" },
    });
  });

  it("refuses unknown, malformed or mismatched ids", () => {
    expect(resolve("category=99")).toBeNull();
    expect(resolve("category=abc")).toBeNull();
    expect(resolve("category=1.5")).toBeNull();
    expect(resolve("category=1&subcategory=11")).toBeNull();
    expect(resolve("subcategory=10&type=21")).toBeNull();
  });

  it("builds links that reset the deeper levels", () => {
    expect(filterHref.category(2)).toBe("/products?category=2");
    expect(filterHref.subcategory(2, 11)).toBe("/products?category=2&subcategory=11");
    expect(filterHref.type(2, 11, 21)).toBe("/products?category=2&subcategory=11&type=21");
    expect(filterHref.all()).toBe("/products");
  });

  it("attaches product counts, zero where a level has none", () => {
    const sidebar = toSidebarTree(tree, { total: 3, categories: { 1: 3 }, subcategories: { 10: 2 }, types: { 20: 1 } });
    expect(sidebar[0]).toMatchObject({ name: "Panel PCs", count: 3, subcategories: [{ name: "Fanless", count: 2, types: [{ count: 1 }] }] });
    expect(sidebar[1]).toMatchObject({ count: 0, subcategories: [{ count: 0, types: [{ count: 0 }] }] });
  });
});
