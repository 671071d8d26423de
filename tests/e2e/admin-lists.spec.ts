import { sql } from "kysely";
import { expect, signIn, test, waitForHydration } from "./admin-session";
import { chooseOption } from "./admin-list-helpers";
import { deleteToTrash } from "./admin-content-helpers";

/** The names in the first column holding links or text of the list table, top to bottom. */
/** The texts of a content list's column, counted from its first data column (the row's checkbox comes before it). */
const rowNames = (page: import("@playwright/test").Page, caption: string, column: number) =>
  page.getByRole("table", { name: caption }).locator("tbody tr").locator(`td:nth-child(${column + 1})`).allInnerTexts();

test.describe("admin lists at scale", () => {
  // Several list states each, on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  test("products: numbered pages, sorting by a header, search and a category filter live in the URL, survive reload and Back", async ({ page, adminEmail, db }) => {
    const total = Number((await db.selectFrom("products").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
    expect(total).toBeGreaterThan(25);
    await signIn(page, adminEmail, "/admin/products");
    await expect(page.getByText(`${total} products, page 1 of ${Math.ceil(total / 25)}`)).toBeVisible();
    await expect(page.getByRole("table", { name: "Products" }).locator("tbody tr")).toHaveCount(25);

    // Page 2 by its number.
    const pages = page.getByRole("navigation", { name: "Product pages" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table", { name: "Products" }).locator("tbody tr")).toHaveCount(Math.min(25, total - 25));

    // Sorting by name (any case) goes back to page 1, A first; again, Z first.
    const byName = await db.selectFrom("products").select("name").orderBy(sql`lower(name)`).orderBy("id").execute();
    await page.getByRole("link", { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(() => rowNames(page, "Products", 2)).toEqual(byName.slice(0, 25).map((row) => row.name));
    await page.getByRole("link", { name: /^Name/ }).click();
    await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "descending");
    await expect.poll(async () => (await rowNames(page, "Products", 2))[0]).toBe(byName[byName.length - 1].name);

    // Search by a model number fragment; the order stays.
    const target = await db.selectFrom("products").select(["name", "model_number"]).where("model_number", "is not", null).orderBy("id").executeTakeFirstOrThrow();
    const fragment = (target.model_number ?? "").slice(0, 6);
    const matching = await db
      .selectFrom("products")
      .select("name")
      .where((eb) => eb.or([eb(sql`lower(name)`, "like", `%${fragment.toLowerCase()}%`), eb(sql`lower(model_number)`, "like", `%${fragment.toLowerCase()}%`)]))
      .execute();
    await page.getByRole("searchbox", { name: "Search" }).fill(fragment);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(fragment).replace(/%20/g, "\\+")}`));
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    await expect.poll(async () => (await rowNames(page, "Products", 2)).sort()).toEqual(matching.map((row) => row.name).sort());

    // Reload keeps all of it.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(fragment);
    await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "descending");
    await expect.poll(async () => (await rowNames(page, "Products", 2)).sort()).toEqual(matching.map((row) => row.name).sort());

    // Back returns to the list before the search.
    await page.goBack();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole("table", { name: "Products" }).locator("tbody tr")).toHaveCount(25);

    // Filter by category through the combobox: only that category's products, counted.
    await page.goto("/admin/products");
    await waitForHydration(page);
    const category = await db.selectFrom("categories").select(["id", "name"]).orderBy("sort_order").orderBy("id").executeTakeFirstOrThrow();
    const inCategory = Number(
      (await db.selectFrom("products").select(sql<number>`count(*)`.as("n")).where("category_id", "=", category.id).executeTakeFirstOrThrow()).n,
    );
    await chooseOption(page.getByRole("search", { name: "Search products" }), "Filter by category", category.name.slice(0, 4), category.name);
    await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
    await expect(page.getByText(new RegExp(`^${inCategory} products?`))).toBeVisible();
    for (const cell of await rowNames(page, "Products", 4)) expect(cell).toBe(category.name);
    // One set of filters after the list changed (two siblings once shared a key, and React kept both).
    const search = page.getByRole("search", { name: "Search products" });
    await expect(search.getByRole("combobox")).toHaveCount(5);
    for (const name of ["category", "subcategory", "type", "status", "publishing"])
      await expect(search.getByRole("combobox", { name: `Filter by ${name}`, exact: true })).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Filter by category" })).toHaveValue(category.name);
  });

  test("products: a broad search stops counting at 1000 ahead, says \"More than\", and counts on from its last page", async ({ page, adminEmail, db }) => {
    const t = new Date().toISOString();
    const lists = { product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]", featured: 0 };
    const count = 1010;
    try {
      for (let start = 0; start < count; start += 200) {
        const rows = Array.from({ length: Math.min(200, count - start) }, (_, k) => ({
          name: `Bulkprobe ${String(start + k).padStart(4, "0")}`,
          slug: "bulkprobe",
          model_number: `BP-${start + k}`,
          ...lists,
          created_at: t,
          updated_at: t,
        }));
        await db.insertInto("products").values(rows).execute();
      }
      await signIn(page, adminEmail, "/admin/products?sort=name&dir=asc");
      await page.getByRole("searchbox", { name: "Search" }).fill("bulkprobe");
      await expect(page).toHaveURL(/q=bulkprobe/);
      await expect(page.getByText("More than 1000 products, page 1")).toBeVisible();
      await expect.poll(() => rowNames(page, "Products", 2)).toEqual(Array.from({ length: 25 }, (_, i) => `Bulkprobe ${String(i).padStart(4, "0")}`));
      const pages = page.getByRole("navigation", { name: "Product pages" });
      await pages.getByRole("link", { name: "Page 40" }).click();
      await expect(page).toHaveURL(/[?&]page=40/);
      // From page 40 the count reaches every match: the exact total and the real last page.
      await expect(page.getByText(`${count} products, page 40 of 41`)).toBeVisible();
      await expect.poll(async () => (await rowNames(page, "Products", 2))[0]).toBe("Bulkprobe 0975");
      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page.getByText(`${count} products, page 41 of 41`)).toBeVisible();
      await expect(page.getByRole("table", { name: "Products" }).locator("tbody tr")).toHaveCount(count - 1000);
    } finally {
      await db.deleteFrom("products").where("slug", "=", "bulkprobe").execute();
    }
  });

  test("subcategories and drivers: filter by parent, search and sort, kept on reload", async ({ page, adminEmail, db }) => {
    const category = await db
      .selectFrom("categories")
      .innerJoin("subcategories", "subcategories.category_id", "categories.id")
      .select(["categories.id", "categories.name", sql<number>`count(*)`.as("n")])
      .groupBy(["categories.id", "categories.name"])
      .orderBy(sql`count(*)`, "desc")
      .executeTakeFirstOrThrow();
    const subcategories = await db.selectFrom("subcategories").select("name").where("category_id", "=", category.id).orderBy("name", "desc").orderBy("id", "desc").execute();
    await signIn(page, adminEmail, "/admin/subcategories");
    await page.getByRole("combobox", { name: "Filter by category" }).selectOption({ label: category.name });
    await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
    // The list is by name already (A first): choosing the header reverses it.
    await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("link", { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "descending");
    await expect.poll(() => rowNames(page, "Subcategories", 2)).toEqual(subcategories.map((row) => row.name));
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Filter by category" })).toHaveValue(String(category.id));
    await expect.poll(() => rowNames(page, "Subcategories", 2)).toEqual(subcategories.map((row) => row.name));

    const driver = await db.selectFrom("drivers").select(["name"]).orderBy("id").executeTakeFirstOrThrow();
    await page.goto("/admin/drivers");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search" }).fill(driver.name);
    await expect(page).toHaveURL(/q=/);
    // Every version of the download is found (the demo has files with older versions).
    const versions = await db.selectFrom("drivers").select("id").where("name", "=", driver.name).execute();
    await expect(page.getByRole("table", { name: "All Drivers" }).getByRole("row").filter({ hasText: driver.name })).toHaveCount(versions.length);
    await page.getByRole("searchbox", { name: "Search" }).fill("no driver is called this");
    await expect(page.getByText("Nothing matches this search. Clear the search or filters to see everything.")).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  test("news sorts by its headers and searches without JavaScript (plain links and a GET form)", async ({ browser, adminEmail, db, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.getByRole("textbox", { name: "Email" }).fill(adminEmail);
    await page.getByLabel("Password").fill("e2e admin password 2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.goto("/admin/news");
    const byTitle = await db.selectFrom("news").select("title").orderBy("title").orderBy("id").execute();
    await page.getByRole("link", { name: /^Title/ }).click();
    await expect(page).toHaveURL(/sort=title&dir=asc/);
    await expect.poll(() => rowNames(page, "News articles", 2)).toEqual(byTitle.slice(0, 25).map((row) => row.title));
    const word = byTitle[0].title.split(" ")[0];
    await page.getByRole("searchbox", { name: "Search" }).fill(word);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=title&dir=asc&q=|q=.*sort=title/);
    const titles = await rowNames(page, "News articles", 2);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain(word.toLowerCase());
    await context.close();
  });

  test("the product form's category, subcategory and type are chosen by typing and the keyboard; saving returns to the same list page", async ({ page, adminEmail, db }) => {
    const type = await db
      .selectFrom("types")
      .innerJoin("subcategories", "subcategories.id", "types.subcategory_id")
      .innerJoin("categories", "categories.id", "subcategories.category_id")
      .select(["types.id", "types.name", "subcategories.id as subcategory_id", "subcategories.name as subcategory", "categories.id as category_id", "categories.name as category"])
      .orderBy("types.id")
      .executeTakeFirstOrThrow();
    const listState = "?sort=name&dir=asc&page=2";
    await signIn(page, adminEmail, `/admin/products${listState}`);
    await page.getByRole("link", { name: "Add Product" }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc&page=2&new=1/);
    const form = page.getByRole("form", { name: "Add Product" });
    const name = `E2E Combobox product ${Date.now().toString(36)}`;
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);

    // Category: type part of the name, move with the arrow keys, choose with Enter.
    const categoryBox = form.getByRole("combobox", { name: "Category", exact: true });
    await categoryBox.fill(type.category.slice(0, 5));
    const categories = form.getByRole("listbox", { name: "Category" });
    await expect(categories.getByRole("option", { name: type.category })).toBeVisible();
    const offered = await categories.getByRole("option").allInnerTexts();
    const index = offered.findIndex((text) => text.startsWith(type.category));
    for (let step = 0; step < index; step++) await categoryBox.press("ArrowDown");
    await expect(categoryBox).toHaveAttribute("aria-activedescendant", /.+/);
    await categoryBox.press("Enter");
    await expect(categoryBox).toHaveValue(type.category);
    await expect(categoryBox).toHaveAttribute("aria-expanded", "false");

    // Subcategory offers only that category's subcategories.
    const subcategoryBox = form.getByRole("combobox", { name: "Subcategory", exact: true });
    await subcategoryBox.focus();
    const subNames = (await db.selectFrom("subcategories").select("name").where("category_id", "=", type.category_id).orderBy("name").orderBy("id").execute()).map((row) => row.name);
    const optionNames = async () =>
      (await form.getByRole("listbox", { name: "Subcategory" }).getByRole("option").allInnerTexts()).map((text) => text.replace(/\s*\([^)]*\)\s*$/, ""));
    await expect.poll(optionNames).toEqual(subNames.slice(0, 20));
    await subcategoryBox.fill(type.subcategory);
    await expect(form.getByRole("listbox", { name: "Subcategory" }).getByRole("option").first()).toContainText(type.subcategory);
    await subcategoryBox.press("Enter");
    await expect(subcategoryBox).toHaveValue(type.subcategory);
    await chooseOption(form, "Type", type.name);

    // Escape closes the list and keeps the choice.
    await subcategoryBox.focus();
    await subcategoryBox.press("Escape");
    await expect(subcategoryBox).toHaveValue(type.subcategory);

    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Product created successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\?sort=name&dir=asc&page=2$/);
    await expect(page.getByRole("navigation", { name: "Product pages" }).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const saved = await db.selectFrom("products").select(["category_id", "subcategory_id", "type_id"]).where("name", "=", name).executeTakeFirstOrThrow();
    expect(saved).toEqual({ category_id: type.category_id, subcategory_id: type.subcategory_id, type_id: type.id });

    // Editing from a filtered, searched list returns to it too.
    await page.goto(`/admin/products?category=${type.category_id}&q=${encodeURIComponent("E2E Combobox")}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("form", { name: "Edit Product" });
    await expect(edit.getByRole("combobox", { name: "Type", exact: true })).toHaveValue(type.name);
    await edit.getByRole("textbox", { name: "Model number" }).fill("E2E-CB-1");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/products\\?category=${type.category_id}&q=E2E\\+Combobox$`));
    await expect(page.getByRole("table", { name: "Products" }).getByRole("cell", { name: "E2E-CB-1" })).toBeVisible();

    // Deleting from there keeps the state as well.
    await deleteToTrash(page, name);
    await expect(page.getByText("Product deleted successfully")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/products\\?category=${type.category_id}&q=E2E\\+Combobox$`));
  });
});
