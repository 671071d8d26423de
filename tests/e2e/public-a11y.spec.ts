import AxeBuilder from "@axe-core/playwright";
import { listNews } from "~/content/news/repository.server";
import { createPopup, deletePopup } from "~/content/popup/repository.server";
import { listSolutions } from "~/content/solution/repository.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups, hydrated } from "./public-helpers";

const themes = ["light", "dark"] as const;

for (const theme of themes) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page, db, baseURL }) => {
      await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      await dismissActivePopups(page, db);
    });

    test("every public route has no axe violations", async ({ page, db, baseURL }) => {
      test.setTimeout(300_000);
      const [solution] = await listSolutions(db);
      const [article] = await listNews(db);
      const product = await db.selectFrom("products").select(["id", "slug"]).orderBy("id").executeTakeFirstOrThrow();
      const category = await db.selectFrom("categories").select("id").orderBy("sort_order").executeTakeFirstOrThrow();
      // A product past Active shows its lifecycle badge and notice (issue 16).
      const ending = await db.selectFrom("products").select(["id", "slug"]).where("lifecycle_status", "=", "eol").orderBy("id").executeTakeFirstOrThrow();
      // Facet filters with an option ticked (issue 16 part 2): its fieldsets, counts and range boxes.
      const option = await db.selectFrom("attributes").select(["id", "options"]).where("category_id", "=", category.id).where("kind", "=", "enum").executeTakeFirstOrThrow();
      const ticked = new URLSearchParams([[`a${option.id}`, (JSON.parse(option.options) as string[])[0]]]);
      const compared = [product.id, ending.id, ...(await db.selectFrom("products").select("id").where("category_id", "=", category.id).orderBy("id").limit(2).execute()).map((row) => row.id)].join(",");
      const paths = [
        "/",
        "/about",
        "/products",
        `/products?category=${category.id}`,
        `/products?category=${category.id}&${ticked}`,
        `/product/${product.id}/${product.slug}`,
        `/product/${ending.id}/${ending.slug}`,
        "/products?discontinued=1",
        "/solutions",
        `/solution/${solution.id}`,
        "/support",
        // Find downloads by model (issue 16 part 6): results with older versions, and nothing found.
        "/support?model=SDS-1100",
        "/support?model=qqq-no-such-model",
        "/news",
        `/news/${article.id}`,
        "/contact",
        "/search?q=pc",
        // Products side by side (issue 16 part 3), all rows and differences only, and an empty comparison.
        `/compare?ids=${compared}`,
        `/compare?ids=${compared}&diff=1`,
        "/compare",
        // A quote list of two products (issue 16 part 4), and the empty list.
        `quote:${product.id}:2:With%20rails.${ending.id}:1:`,
        "/quote",
        "/solution/999999",
        "/news/999999",
        "/no-such-page",
      ];
      for (const entry of paths) {
        // "quote:…" sets the list's cookie and opens /quote.
        const path = entry.startsWith("quote:") ? "/quote" : entry;
        if (entry.startsWith("quote:")) await page.context().addCookies([{ name: "quote", value: entry.slice("quote:".length), url: baseURL! }]);
        if (entry === "/quote") await page.context().clearCookies({ name: "quote" });
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? "dark" : "");
        // Open what opens, so hidden content is scanned too: a product's Downloads tab, then every disclosure.
        const downloads = page.getByRole("tab", { name: "Downloads" });
        if ((await downloads.count()) > 0) {
          await hydrated(page);
          await downloads.click();
        }
        for (const summary of await page.getByRole("main").locator("details summary").all()) await summary.click();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(" ")) })), path).toEqual([]);
      }
    });

    test("the search dialog and a popup have no axe violations", async ({ page, browser, baseURL, db }) => {
      test.setTimeout(60_000);
      await page.goto("/");
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("combobox", { name: "Search" }).fill("pc");
      await expect(page.getByRole("option").first()).toBeVisible();
      const search = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(search.violations.map(({ id, help }) => ({ id, help }))).toEqual([]);
      await page.keyboard.press("Escape");

      // A session that has not dismissed the demo popup yet.
      const created = await createPopup(db, { title: "Axe popup", content: "Checked by axe.", delay_seconds: 1, display_pages: ["about"], is_active: true });
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      const fresh = await context.newPage();
      try {
        await fresh.goto("/about");
        await expect(fresh.getByRole("dialog", { name: "Axe popup" })).toBeVisible({ timeout: 10_000 });
        const results = await new AxeBuilder({ page: fresh }).include('[role="dialog"]').analyze();
        expect(results.violations.map(({ id, help }) => ({ id, help }))).toEqual([]);
      } finally {
        await context.close();
        await deletePopup(db, created.id);
      }
    });
  });
}
