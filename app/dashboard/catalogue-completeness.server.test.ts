import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { createCategory } from "~/content/category/repository.server";
import { createProduct } from "~/content/product/repository.server";
import { readCompletenessSummary } from "./catalogue-completeness.server";

const image = (n: number) => `/media/images/2026/01/${String(n).padStart(20, "a")}.webp`;
const full = { main_image: image(1), product_images: [image(2), image(3), image(4)], description: "Long enough. ".repeat(30), features: ["Fanless"], specification_groups: [{ group_name: "CPU", specifications: { Cores: "4" } }], catalog_file: "/media/catalogues/2026/01/aaaaaaaaaaaaaaaaaaaa.pdf" };

describeEachDatabase("catalogue completeness summary", (getDb) => {
  it("averages the stored scores per category and lists the least complete products with their gaps, least first", async () => {
    const db = getDb();
    const panels = await createCategory(db, { name: "Panels", sort_order: 1 });
    const boxes = await createCategory(db, { name: "Boxes", sort_order: 2 });
    await createProduct(db, { name: "Complete", category_id: panels.id, ...full });
    const bare = await createProduct(db, { name: "Bare", category_id: panels.id });
    const noImage = await createProduct(db, { name: "No image", category_id: boxes.id, ...full, main_image: null });
    await createProduct(db, { name: "Loose", ...full });

    const summary = await readCompletenessSummary(db);
    // Complete 100, Bare 14 (lifecycle only of 7), No image 86, Loose 100.
    expect(summary.categories).toEqual([
      { id: panels.id, name: "Panels", average: 57, products: 2 },
      { id: boxes.id, name: "Boxes", average: 86, products: 1 },
      { id: null, name: "No category", average: 100, products: 1 },
    ]);
    expect(summary.average).toBe(75);
    expect([summary.scored, summary.unscored]).toEqual([4, 0]);
    expect(summary.needsAttention.map((product) => [product.name, product.score])).toEqual([
      ["Bare", 14],
      ["No image", 86],
    ]);
    expect(summary.needsAttention[1].missing).toEqual([{ id: "main-image", text: "No main image", tab: "media", href: `/admin/products?edit=${noImage.id}&tab=media#product-section-media` }]);
    expect(summary.needsAttention[0].missing.map((gap) => gap.tab)).toEqual(["media", "media", "basic", "features", "specifications", "media"]);
    expect(summary.needsAttention[0].id).toBe(bare.id);

    await db.updateTable("products").set({ completeness: null }).where("id", "=", bare.id).execute();
    expect((await readCompletenessSummary(db)).unscored).toBe(1);
  });
});
