import type { Page } from "@playwright/test";
import { listActiveHeroSections } from "~/content/hero-section/repository.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

const PHONE_WIDTHS = [320, 360, 390, 414];

test.beforeEach(async ({ page, db }) => {
  await dismissActivePopups(page, db);
});

const sidewaysOverflow = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  );

test("no public page scrolls sideways on a phone", async ({ page, db, baseURL }) => {
  test.setTimeout(180_000);
  const first = async (table: "products" | "news" | "solutions") =>
    db.selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow();
  const product = await db
    .selectFrom("products")
    .select(["id", "slug"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  // A category's list shows its facet filters (issue 16): fieldsets, checkboxes and range boxes.
  const category = await db.selectFrom("categories").select("id").orderBy("sort_order").executeTakeFirstOrThrow();
  const compared = await db.selectFrom("products").select("id").where("category_id", "=", category.id).orderBy("id").limit(4).execute();
  const paths = [
    "/",
    "/products",
    `/products?category=${category.id}`,
    `/product/${product.id}/${product.slug}`,
    "/news",
    `/news/${(await first("news")).id}`,
    "/solutions",
    `/solution/${(await first("solutions")).id}`,
    "/about",
    "/support",
    // Find downloads by model, with a product's downloads and their older versions opened below.
    "/support?model=SPC-1560",
    "/contact",
    "/search?q=pc",
    "/no-such-page",
    // Four products side by side: the table scrolls in its own frame (product-compare.spec.ts).
    `/compare?ids=${compared.map((row) => row.id).join(",")}`,
    `/compare?ids=${compared.map((row) => row.id).join(",")}&diff=1`,
    // A quote list (issue 16 part 4): its lines and the contact form (the cookie is set below).
    "/quote",
  ];
  await page.context().addCookies([{ name: "quote", value: compared.map((row) => `${row.id}:120:Phone%20width%20note`).join("."), url: baseURL! }]);
  const overflowing: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      // Older versions and release notes open in place: they must fit too.
      await page.getByRole("main").locator("details").evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0)
        overflowing.push(`${path} at ${width} px: ${overflow} px too wide`);
    }
  }
  expect(overflowing).toEqual([]);
});

test("on a phone the hero's arrows cover none of a slide's text", async ({
  page,
  db,
}) => {
  const heroes = await listActiveHeroSections(db);
  expect(heroes.length).toBeGreaterThan(1);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    await carousel.getByRole("button", { name: "Pause slideshow" }).click();
    const arrows = [
      carousel.getByRole("button", { name: "Previous slide" }),
      carousel.getByRole("button", { name: "Next slide" }),
    ];
    for (const [index, hero] of heroes.entries()) {
      await carousel
        .getByRole("button", { name: `Go to slide ${index + 1}` })
        .click();
      const slide = carousel.getByRole("group", {
        name: `${index + 1} of ${heroes.length}`,
      });
      const texts = [
        slide.getByRole("heading", { name: hero.h1_text }),
        slide.getByRole("link", { name: hero.button_text }),
      ];
      if (hero.para_text) texts.push(slide.getByText(hero.para_text));
      for (const text of texts) {
        const box = await text.boundingBox();
        for (const arrow of arrows) {
          const button = await arrow.boundingBox();
          expect(box && button, "both are on screen").toBeTruthy();
          if (!box || !button) continue;
          const overlaps =
            box.x < button.x + button.width &&
            button.x < box.x + box.width &&
            box.y < button.y + button.height &&
            button.y < box.y + box.height;
          expect(
            overlaps,
            `slide ${index + 1} at ${width} px: an arrow covers "${await text.innerText()}"`,
          ).toBe(false);
        }
      }
    }
  }
});
