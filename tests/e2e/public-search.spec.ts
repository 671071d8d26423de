import { sql } from "kysely";
import { expect, test } from "./fixtures";
import { createCatalogueBranch } from "./catalogue-data";
import { dismissActivePopups } from "./public-helpers";

test.describe("search dialog", () => {
  test.beforeEach(async ({ page, db }) => {
    await dismissActivePopups(page, db);
  });

  test("finds a product by a fragment of its model number and opens it", async ({
    page,
    db,
  }) => {
    const product = await db
      .selectFrom("products")
      .select(["id", "name", "model_number"])
      .where("model_number", "like", "%-%-%")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    // The middle of the model number, hyphens included, in another case: "SPC-1560-J6412" -> "c-1560-j".
    const model = product.model_number!;
    const fragment = model
      .slice(model.indexOf("-") - 1, model.lastIndexOf("-") + 2)
      .toLowerCase();
    const pattern = `%${fragment}%`;
    const matching = await db
      .selectFrom("products")
      .select("id")
      .where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["name"]), "like", pattern),
          eb(eb.fn("lower", ["model_number"]), "like", pattern),
          eb(eb.fn("lower", ["description"]), "like", pattern),
        ]),
      )
      .execute();
    expect(matching, `"${fragment}" belongs to one product only`).toHaveLength(
      1,
    );

    await page.goto("/about");
    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    const box = dialog.getByRole("combobox", { name: "Search" });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute(
      "placeholder",
      "Search products, drivers, news, and solutions...",
    );
    await expect(
      dialog.getByText(
        "Start typing to search for products, drivers, news, and solutions...",
      ),
    ).toBeVisible();

    await box.fill(fragment);
    const products = dialog.getByRole("group", { name: /^Products \(\d+\)$/ });
    await expect(
      products.getByRole("option", {
        name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      }),
    ).toBeVisible();
    await expect(products.getByRole("option")).toHaveCount(1);

    // Keyboard: the first result is active; Enter opens it, closing and clearing the dialog.
    await expect(products.getByRole("option").first()).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}(/|$)`));
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("combobox", { name: "Search" })).toHaveValue(
      "",
    );
  });

  test("shows at most 5 per group with counts, moves with the arrow keys, and says when nothing matches", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    const box = dialog.getByRole("combobox", { name: "Search" });

    await box.fill("pc");
    const products = dialog.getByRole("group", {
      name: /^Products \((\d+)\)$/,
    });
    await expect(products).toBeVisible();
    const heading = await products.getAttribute("aria-label");
    const count = Number(/\((\d+)\)/.exec(heading ?? "")?.[1]);
    expect(count).toBeGreaterThan(5);
    await expect(products.getByRole("option")).toHaveCount(5);

    const options = dialog.getByRole("option");
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(1).getAttribute("id"))!,
    );
    await box.press("ArrowUp");
    await box.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");

    await box.fill("qqq-no-such-thing_%");
    await expect(
      dialog.getByText('No results found for "qqq-no-such-thing_%"'),
    ).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("combobox", { name: "Search" })).toHaveValue(
      "",
    );
    await expect(
      page.getByText(
        "Start typing to search for products, drivers, news, and solutions...",
      ),
    ).toBeVisible();
  });

  test("follows an edit made after the page loaded, and opens drivers on the support page", async ({
    page,
    db,
  }) => {
    const driver = await db
      .selectFrom("drivers")
      .select(["id", "name"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await page.goto("/news");
    await page.getByRole("button", { name: "Search" }).click();
    const box = page.getByRole("combobox", { name: "Search" });
    await box.fill("Frobnicator");
    await expect(
      page.getByText('No results found for "Frobnicator"'),
    ).toBeVisible();

    await db
      .updateTable("drivers")
      .set({ name: sql<string>`name || ' Frobnicator'` })
      .where("id", "=", driver.id)
      .execute();
    try {
      await box.fill("frobnicat");
      const option = page
        .getByRole("group", { name: "Drivers (1)" })
        .getByRole("option", { name: `${driver.name} Frobnicator` });
      await expect(option).toBeVisible();
      await option.click();
      await expect(page).toHaveURL(/\/support$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Support Center" }),
      ).toBeVisible();
    } finally {
      await db
        .updateTable("drivers")
        .set({ name: driver.name })
        .where("id", "=", driver.id)
        .execute();
    }
  });

  test("one hit is announced as '1 result shown', and a slow answer shows 'Searching...' until it comes", async ({
    page,
    db,
  }) => {
    const branch = await createCatalogueBranch(db, "Zyxquant");
    try {
      await page.goto("/about");
      await page.getByRole("button", { name: "Search" }).click();
      const dialog = page.getByRole("dialog", { name: "Search" });
      const box = dialog.getByRole("combobox", { name: "Search" });
      await box.fill("zyxquant typed");
      await expect(
        dialog.getByRole("option", { name: /Zyxquant Typed Product/ }),
      ).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveText("1 result shown");
      await expect(dialog.getByText("Searching...")).toHaveCount(0);

      // The next answer takes two seconds: the earlier results stay, marked busy, under a loading sign.
      await page.route("**/api/search?**", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      });
      await box.fill("zyxquant");
      await expect(dialog.getByText("Searching...")).toBeVisible();
      await expect(
        dialog.getByRole("listbox", { name: "Search results" }),
      ).toHaveAttribute("aria-busy", "true");
      await expect(dialog.getByRole("status")).toHaveText("2 results shown", {
        timeout: 5_000,
      });
      await expect(dialog.getByText("Searching...")).toHaveCount(0);
    } finally {
      await branch.remove();
    }
  });
});
