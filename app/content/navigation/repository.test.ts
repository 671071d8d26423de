import type { KyselyPlugin } from "kysely";
import { expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { createProductType } from "../product-type/repository.server";
import { createProduct } from "../product/repository.server";
import { createSubcategory } from "../subcategory/repository.server";
import { getNavigationTree, getPortfolio, listCategoryMenuProducts } from "./repository.server";

/** The same database, counting the statements sent through it. */
function counting(db: Db) {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    // Once per statement sent; transformQuery would also count each subquery.
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counter.queries += 1;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), counter };
}

describeEachDatabase("navigation tree", (getDb) => {
  it("nests categories, subcategories and types in the spec's order, and lists a category's products by list", async () => {
    const db = getDb();
    const boards = await createCategory(db, { name: "Boards", sort_order: 2, image: "boards.jpg" });
    const computers = await createCategory(db, { name: "Computers", sort_order: 1 });
    const empty = await createCategory(db, { name: "Accessories", sort_order: 2 });
    const rack = await createSubcategory(db, { name: "Rack", category_id: computers.id });
    const box = await createSubcategory(db, { name: "Box", category_id: computers.id, image: "box.jpg" });
    const itx = await createSubcategory(db, { name: "ITX", category_id: boards.id });
    const fanless = await createProductType(db, { name: "Fanless", subcategory_id: box.id });
    const compact = await createProductType(db, { name: "Compact", subcategory_id: box.id });
    await createProduct(db, { name: "Box Z", type_id: fanless.id, main_image: "z.jpg" });
    await createProduct(db, { name: "Box A", type_id: fanless.id });
    await createProduct(db, { name: "Box direct", subcategory_id: box.id });
    await createProduct(db, { name: "Category only", category_id: computers.id });
    await createProduct(db, { name: "Rack 2U", subcategory_id: rack.id });

    const tree = await getNavigationTree(db);
    expect(tree.map((category) => category.name)).toEqual(["Computers", "Accessories", "Boards"]);
    const [computerNode, accessoryNode, boardNode] = tree;
    expect(accessoryNode).toMatchObject({ id: empty.id, subcategories: [] });
    expect(boardNode).toMatchObject({ image: "boards.jpg", subcategories: [{ id: itx.id, types: [] }] });
    expect(computerNode.subcategories.map((sub) => sub.name)).toEqual(["Box", "Rack"]);

    const boxNode = computerNode.subcategories[0];
    expect(boxNode).toMatchObject({ image: "box.jpg", category_id: computers.id });
    expect(boxNode.types.map((type) => type.name)).toEqual(["Compact", "Fanless"]);
    expect(boxNode.types[0]).toMatchObject({ id: compact.id });
    // The tree carries no products at all: it stays small however large the catalogue.
    expect(JSON.stringify(tree)).not.toContain("Box A");

    const menu = await listCategoryMenuProducts(db, computers.id, 10);
    expect(menu.truncated).toEqual([]);
    const list = (subcategoryId: number, typeId: number | null) =>
      menu.products.filter((p) => p.subcategory_id === subcategoryId && p.type_id === typeId);
    expect(list(box.id, fanless.id)).toEqual([
      expect.objectContaining({ name: "Box A", slug: "box-a", main_image: null }),
      expect.objectContaining({ name: "Box Z", slug: "box-z", main_image: "z.jpg" }),
    ]);
    expect(list(box.id, null).map((product) => product.name)).toEqual(["Box direct"]);
    expect(list(rack.id, null).map((product) => product.name)).toEqual(["Rack 2U"]);
    expect(menu.products).toHaveLength(4);
    // Outside any subcategory, a product is not in the menu; another category's products are not either.
    expect(JSON.stringify(menu)).not.toContain("Category only");
    expect((await listCategoryMenuProducts(db, boards.id, 10)).products).toEqual([]);
  });

  it("cuts each of a category's product lists at the limit and says which lists have more", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Long lists" });
    const sub = await createSubcategory(db, { name: "Long sub", category_id: category.id });
    const type = await createProductType(db, { name: "Long type", subcategory_id: sub.id });
    for (const name of ["T3", "T1", "T2"]) await createProduct(db, { name, type_id: type.id });
    for (const name of ["S2", "S1"]) await createProduct(db, { name, subcategory_id: sub.id });

    const menu = await listCategoryMenuProducts(db, category.id, 2);
    expect(menu.products.map((product) => product.name).sort()).toEqual(["S1", "S2", "T1", "T2"]);
    expect(menu.truncated).toEqual([`type:${type.id}`]);
  });

  it("reads the whole tree in three queries, a category's products in one and the portfolio in two", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Many" });
    for (let s = 0; s < 3; s++) {
      const sub = await createSubcategory(db, { name: `Many ${s}`, category_id: category.id });
      const type = await createProductType(db, { name: `Many type ${s}`, subcategory_id: sub.id });
      await createProduct(db, { name: `Many product ${s}`, type_id: type.id });
    }
    const tree = counting(db);
    await getNavigationTree(tree.db);
    expect(tree.counter.queries).toBe(3);
    const products = counting(db);
    expect((await listCategoryMenuProducts(products.db, category.id, 100)).products).toHaveLength(3);
    expect(products.counter.queries).toBe(1);

    const portfolio = counting(db);
    const categories = await getPortfolio(portfolio.db);
    expect(portfolio.counter.queries).toBe(2);
    const many = categories.find((c) => c.id === category.id);
    expect(many?.subcategories.map((sub) => sub.name)).toEqual(["Many 0", "Many 1", "Many 2"]);
    expect(many?.subcategories[0]).not.toHaveProperty("types");
  });
});
