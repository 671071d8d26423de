import type { KyselyPlugin } from "kysely";
import { expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { createProductType } from "../product-type/repository.server";
import { createProduct } from "../product/repository.server";
import { createSubcategory } from "../subcategory/repository.server";
import { getNavigationTree, getPortfolio } from "./repository.server";

/** The same database, counting the statements sent through it. */
function counting(db: Db) {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), counter };
}

describeEachDatabase("navigation tree", (getDb) => {
  it("nests categories, subcategories, types and products in the spec's order", async () => {
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
    expect(boardNode).toMatchObject({ image: "boards.jpg", subcategories: [{ id: itx.id, types: [], products: [] }] });
    expect(computerNode.subcategories.map((sub) => sub.name)).toEqual(["Box", "Rack"]);

    const boxNode = computerNode.subcategories[0];
    expect(boxNode).toMatchObject({ image: "box.jpg", category_id: computers.id });
    expect(boxNode.types.map((type) => type.name)).toEqual(["Compact", "Fanless"]);
    expect(boxNode.types[0]).toMatchObject({ id: compact.id, products: [] });
    expect(boxNode.types[1].products).toEqual([
      expect.objectContaining({ name: "Box A", slug: "box-a", main_image: null, subcategory_id: box.id, type_id: fanless.id }),
      expect.objectContaining({ name: "Box Z", slug: "box-z", main_image: "z.jpg" }),
    ]);
    expect(boxNode.products.map((product) => product.name)).toEqual(["Box direct"]);
    expect(computerNode.subcategories[1].products.map((product) => product.name)).toEqual(["Rack 2U"]);
    expect(JSON.stringify(tree)).not.toContain("Category only");
  });

  it("reads the whole tree in four queries and the portfolio in two, however large the catalogue", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Many" });
    for (let s = 0; s < 3; s++) {
      const sub = await createSubcategory(db, { name: `Many ${s}`, category_id: category.id });
      const type = await createProductType(db, { name: `Many type ${s}`, subcategory_id: sub.id });
      await createProduct(db, { name: `Many product ${s}`, type_id: type.id });
    }
    const tree = counting(db);
    await getNavigationTree(tree.db);
    expect(tree.counter.queries).toBe(4);

    const portfolio = counting(db);
    const categories = await getPortfolio(portfolio.db);
    expect(portfolio.counter.queries).toBe(2);
    const many = categories.find((c) => c.id === category.id);
    expect(many?.subcategories.map((sub) => sub.name)).toEqual(["Many 0", "Many 1", "Many 2"]);
    expect(many?.subcategories[0]).not.toHaveProperty("types");
  });
});
