import type { Page } from "@playwright/test";
import { listDriverCategoriesWithDrivers } from "~/content/driver-category/repository.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups, hydrated } from "./public-helpers";

// Issue 12, item 10: the polish list, each point as a visitor sees it, in both themes where colour is involved.

/** Contrast ratio of two sRGB colours given as [r, g, b] from 0 to 255. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** An element's background as painted (any CSS colour syntax, over the page's own background), in sRGB. */
const paintedBackground = (row: Element) => {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d")!;
  context.fillStyle = getComputedStyle(document.body).backgroundColor;
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = getComputedStyle(row).backgroundColor;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
};

async function productWithGallery(page: Page, db: Parameters<typeof dismissActivePopups>[1]) {
  const product = await db
    .selectFrom("products")
    .select(["id", "slug", "product_images", "specification_groups"])
    .where("product_images", "like", '%","%')
    .where("specification_groups", "like", "%specifications%")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await dismissActivePopups(page, db);
  await page.goto(`/product/${product.id}/${product.slug}`);
  await expect(page.locator("main[data-hydrated], main").first()).toBeVisible();
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
    });

    test("spec-table rows are told apart by a visible shade", async ({ page, db }) => {
      await productWithGallery(page, db);
      await page.getByRole("tab", { name: "Specifications" }).click();
      const rows = page.getByRole("tabpanel").getByRole("table").first().locator("tbody tr");
      await expect(rows.nth(1)).toBeVisible();
      const [odd, even] = await Promise.all([0, 1].map((n) => rows.nth(n).evaluate(paintedBackground)));
      expect(contrast(odd, even), `${odd} against ${even}`).toBeGreaterThanOrEqual(1.08);
    });

    test("the support page's phone and e-mail links keep the link colour", async ({ page, db }) => {
      await dismissActivePopups(page, db);
      await page.goto("/support");
      const links = page.locator('main a[href^="tel:"], main a[href^="mailto:"]');
      expect(await links.count()).toBeGreaterThan(2);
      // One link colour for all of them, and not the colour of the text around them.
      const body = await page.locator("main p").first().evaluate((p) => getComputedStyle(p).color);
      const colors = await links.evaluateAll((all) => all.map((link) => getComputedStyle(link).color));
      expect(new Set(colors).size, colors.join(", ")).toBe(1);
      expect(colors[0]).not.toBe(body);
    });
  });
}

test("while images load, each frame shows the image's dominant colour instead of staying blank; once loaded, no colour is left around them", async ({ page, db }) => {
  await dismissActivePopups(page, db);
  // Held until the page is checked, as on a slow connection.
  const held: Array<() => Promise<void>> = [];
  await page.route("**/media/images/**", (route) => void held.push(() => route.continue()));
  // Not to "load", which waits for the held images.
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  const images = page.locator("main img[srcset]");
  await expect(images.first()).toBeVisible();
  const shown = await images.evaluateAll((all) =>
    all.slice(0, 6).map((image) => ({
      src: new URL((image as HTMLImageElement).src).pathname,
      loaded: (image as HTMLImageElement).naturalWidth > 0,
      background: getComputedStyle(image).backgroundColor,
    })),
  );
  expect(shown.length).toBeGreaterThan(2);
  const stored = await db
    .selectFrom("media_files")
    .select(["key", "dominant_colour"])
    .where("key", "in", shown.map((image) => image.src.replace(/^\/media\//, "")))
    .execute();
  const colourOf = new Map(stored.map((row) => [`/media/${row.key}`, row.dominant_colour]));
  for (const image of shown) {
    const colour = colourOf.get(image.src) ?? "";
    expect(colour, image.src).toMatch(/^#[0-9a-f]{3}$/);
    const [r, g, b] = [1, 2, 3].map((at) => Number.parseInt(colour[at], 16) * 17);
    expect(image.loaded, image.src).toBe(false);
    expect(image.background, image.src).toBe(`rgb(${r}, ${g}, ${b})`);
  }
  await Promise.all(held.map((release) => release()));
  await page.unroute("**/media/images/**");
  const first = images.first();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect.poll(() => first.evaluate((image) => getComputedStyle(image).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  // Again with the images cached, so they load before React takes over the page.
  await page.reload();
  await hydrated(page);
  // An image is complete a moment before its load event runs, which clears its colour: polled.
  const backgrounds = () =>
    images.evaluateAll((all) => all.filter((image) => (image as HTMLImageElement).complete).map((image) => getComputedStyle(image).backgroundColor));
  expect((await backgrounds()).length).toBeGreaterThan(2);
  await expect.poll(async () => new Set(await backgrounds())).toEqual(new Set(["rgba(0, 0, 0, 0)"]));
});

test("on a phone the lightbox covers the page completely, its counter over no header", async ({ page, db }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await productWithGallery(page, db);
  await page.getByRole("button", { name: /^Open image \d+ of/ }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const backdrop = await page.evaluate(() => {
    const overlay = [...document.querySelectorAll<HTMLElement>("body > *")].find((element) => {
      const style = getComputedStyle(element);
      return style.position === "fixed" && style.inset === "0px" && !element.matches("[role=dialog]");
    });
    return overlay ? getComputedStyle(overlay).backgroundColor : null;
  });
  expect(backdrop).toBe("rgb(0, 0, 0)");
});

test("gallery thumbnails fill their frames instead of sitting in white bars", async ({ page, db }) => {
  await productWithGallery(page, db);
  const thumbnail = page.getByRole("list", { name: "Product images" }).getByRole("button").first();
  const image = thumbnail.locator("img");
  await expect(image).toBeVisible();
  const fit = await image.evaluate((img) => {
    const style = getComputedStyle(img);
    return { objectFit: style.objectFit, padding: style.padding };
  });
  expect(fit).toEqual({ objectFit: "cover", padding: "0px" });
});

for (const width of [1280, 390]) {
  test(`a toast at ${width} px appears below the header, not over its links`, async ({ page, db }) => {
    await page.setViewportSize({ width, height: 800 });
    const category = (await listDriverCategoriesWithDrivers(db)).find((candidate) => candidate.drivers.length > 0)!;
    const driver = category.drivers[0];
    await dismissActivePopups(page, db);
    await page.goto("/support");
    await page.getByText(category.name, { exact: false }).first().click();
    await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `Download ${driver.name}` }).click()]);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Download started" });
    await expect(toast).toBeVisible();
    const header = await page.locator("body > div header, header").first().boundingBox();
    // Measured once the toast has slid into place.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });
}

test("office cards in one row are the same height", async ({ page, db }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await dismissActivePopups(page, db);
  await page.goto("/contact");
  const cards = page.getByRole("region", { name: "Our Offices" }).locator("article");
  expect(await cards.count()).toBeGreaterThan(1);
  const boxes = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect()).map(({ top, height }) => ({ top, height })));
  const heightsByRow = new Map<number, Set<number>>();
  for (const { top, height } of boxes) heightsByRow.set(Math.round(top), (heightsByRow.get(Math.round(top)) ?? new Set()).add(Math.round(height)));
  expect([...heightsByRow.values()].every((heights) => heights.size === 1), JSON.stringify(boxes)).toBe(true);
});
