import { describe, expect, it } from "vitest";
import { emptySelection, menuColumns, previewImage, select } from "./menu-selection";
import type { CategoryMenu } from "./menu-tree";

const panels: CategoryMenu = {
  id: 1,
  name: "Panel PCs",
  image: "/media/panel.jpg",
  subcategories: [
    {
      id: 10,
      name: "Fanless",
      image: null,
      products: [{ id: 100, name: "Untyped PC", href: "/product/100/untyped-pc", image: null }],
      more: false,
      types: [
        {
          id: 20,
          name: "15 inch",
          image: "/media/15.jpg",
          products: [{ id: 200, name: "PC-15", href: "/product/200/pc-15", image: "/media/pc15.jpg" }],
          more: true,
        },
      ],
    },
  ],
};
const switches: CategoryMenu = {
  id: 2,
  name: "Switches",
  image: null,
  subcategories: [{ id: 11, name: "Managed", image: "/media/managed.jpg", products: [], more: false, types: [] }],
};

describe("mega-menu selection", () => {
  it("clears every deeper level when a level is selected", () => {
    let selection = select(emptySelection, "category", 1);
    selection = select(selection, "subcategory", 10);
    selection = select(selection, "type", 20);
    selection = select(selection, "product", 200);
    expect(selection).toEqual({ categoryId: 1, subcategoryId: 10, typeId: 20, productId: 200 });
    expect(select(selection, "subcategory", 10)).toEqual({ categoryId: 1, subcategoryId: 10, typeId: null, productId: null });
    expect(select(selection, "category", 2)).toEqual({ categoryId: 2, subcategoryId: null, typeId: null, productId: null });
  });

  it("shows a subcategory's untyped products, and a type's products once a type is selected", () => {
    const sub = menuColumns(panels, { ...emptySelection, categoryId: 1, subcategoryId: 10 });
    expect(sub.types.map((t) => t.name)).toEqual(["15 inch"]);
    expect(sub.products.map((p) => p.name)).toEqual(["Untyped PC"]);
    expect(sub.moreProducts).toBe(false);
    const type = menuColumns(panels, { categoryId: 1, subcategoryId: 10, typeId: 20, productId: null });
    expect(type.products.map((p) => p.name)).toEqual(["PC-15"]);
    expect(type.moreProducts).toBe(true);
  });

  it("has empty columns while the category's menu is still on its way", () => {
    const loading = menuColumns(undefined, { ...emptySelection, categoryId: 1 });
    expect(loading).toMatchObject({ subcategories: [], types: [], products: [], moreProducts: false });
  });

  it("previews the deepest image, falling back to subcategory, category, then the first category", () => {
    const at = (menu: CategoryMenu, selection: Parameters<typeof menuColumns>[1]) =>
      previewImage(menuColumns(menu, selection), panels)?.src ?? null;
    expect(at(panels, { categoryId: 1, subcategoryId: 10, typeId: 20, productId: 200 })).toBe("/media/pc15.jpg");
    expect(at(panels, { categoryId: 1, subcategoryId: 10, typeId: 20, productId: null })).toBe("/media/15.jpg");
    // The untyped product and the subcategory have no image: the category's shows.
    expect(at(panels, { categoryId: 1, subcategoryId: 10, typeId: null, productId: 100 })).toBe("/media/panel.jpg");
    expect(at(switches, { categoryId: 2, subcategoryId: 11, typeId: null, productId: null })).toBe("/media/managed.jpg");
    // Switches has no image of its own: the first category's image.
    expect(at(switches, { categoryId: 2, subcategoryId: null, typeId: null, productId: null })).toBe("/media/panel.jpg");
    expect(previewImage(menuColumns(undefined, emptySelection), { ...switches, subcategories: [] })).toBeNull();
  });
});
