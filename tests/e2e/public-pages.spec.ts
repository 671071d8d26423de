import { listCategories } from "~/content/category/repository.server";
import { createNews, deleteNews, listNews } from "~/content/news/repository.server";
import { createSolution, deleteSolution, listSolutions } from "~/content/solution/repository.server";
import { getSiteSettings } from "~/content/site-settings/repository.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

test.beforeEach(async ({ page, db }) => {
  await dismissActivePopups(page, db);
});

test("every page of the route table answers 200 with its heading", async ({ page, db }) => {
  const [solution] = await listSolutions(db);
  const [article] = await listNews(db);
  const product = await db.selectFrom("products").select(["id", "name", "slug"]).orderBy("id").executeTakeFirstOrThrow();
  const settings = await getSiteSettings(db);
  const pages: Array<[string, string]> = [
    ["/about", `About ${settings.company_name}`],
    ["/products", "All Products"],
    [`/product/${product.id}`, product.name],
    [`/product/${product.id}/${product.slug}`, product.name],
    ["/solutions", "Solutions"],
    [`/solution/${solution.id}`, solution.title],
    ["/support", "Support Center"],
    ["/news", "Latest News"],
    [`/news/${article.id}`, article.title],
    ["/contact", "Contact Us"],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
  }
  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(settings.company_name));
});

test("missing solutions and articles answer 404 with their not-found texts", async ({ page }) => {
  for (const [path, text] of [
    ["/solution/999999", "Solution not found"],
    ["/solution/not-a-number", "Solution not found"],
    ["/news/999999", "Article not found"],
    ["/news/12abc", "Article not found"],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: text })).toBeVisible();
  }
});

test("the home page shows its sections in the spec's order with the spec's counts", async ({ page, db }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
  const order = ["Awesome Features", "Our Product Portfolio", "Popular Products", "Latest News", "Featured Products"];
  const positions = order.map((heading) => headings.indexOf(heading));
  expect(positions.every((position) => position >= 0), headings.join(" | ")).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  const features = main.getByRole("region", { name: "Awesome Features" }).getByRole("listitem");
  await expect(features).toHaveText([
    /Long Life cycle Support/,
    /Durability and Reliability/,
    /Extended Lifecycle and Product Support/,
    /Expandability/,
    /Wide Temperature Range/,
  ]);
  for (const figure of ["500+", "100+", "10+", "24/7"]) await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();

  await expect(main.getByRole("region", { name: "Popular Products" }).getByRole("group")).toHaveCount(6);
  const featuredCount = Math.min(6, (await db.selectFrom("products").select("id").where("featured", "=", 1).execute()).length);
  await expect(main.getByRole("region", { name: "Featured Products" }).getByRole("listitem")).toHaveCount(featuredCount);
  await expect(main.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/products");
  const newsCount = Math.min(4, (await listNews(db)).length);
  await expect(main.getByRole("region", { name: "Latest News" }).getByRole("article")).toHaveCount(newsCount);
  await expect(main.getByRole("region", { name: "Certifications" })).toBeVisible();
});

test("the footer lists up to 6 categories in order, the quick links, contact details and this year", async ({ page, db }) => {
  const categories = await listCategories(db, { limit: 6 });
  const settings = await getSiteSettings(db);
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  const products = footer.getByRole("navigation", { name: "Products" }).getByRole("link");
  await expect(products).toHaveText(categories.map((category) => category.name));
  expect(await products.first().getAttribute("href")).toBe(`/products?category=${categories[0].id}`);
  await expect(footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link")).toHaveText([
    "About Us",
    "Solutions",
    "Support",
    "News",
  ]);
  await expect(footer.getByRole("link", { name: settings.emails.general })).toHaveAttribute("href", `mailto:${settings.emails.general}`);
  await expect(footer.getByText(settings.address)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${settings.company_name}. All rights reserved.`)).toBeVisible();
});

test("the about, support and contact pages carry every block the spec lists", async ({ page, db }) => {
  const settings = await getSiteSettings(db);
  await page.goto("/about");
  for (const heading of ["Who We Are", "Vision", "Corporate Mission", "Innovation", "Quality", "Customer Focus", `Why Choose ${settings.company_name}`, "Global Reach", "Trusted Partner", "Expert Team"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  for (const figure of ["1 Lakh+", "5000+", "13+", "24/7"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("main").getByRole("link", { name: "View Products" })).toHaveAttribute("href", "/products");

  await page.goto("/support");
  await expect(page.getByRole("region", { name: "Frequently Asked Questions" }).locator("summary")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "Support Hours" })).toContainText("9:00 AM - 6:00 PM EST");
  await expect(page.getByRole("region", { name: "Phone Support" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Email Support" })).toContainText(settings.emails.support);
  await expect(page.getByRole("region", { name: "Direct Contact" })).toBeVisible();

  await page.goto("/contact");
  const offices = page.getByRole("region", { name: "Our Offices" }).getByRole("article");
  await expect(offices.getByRole("heading")).toHaveText(["Bangalore", "Coimbatore", "Mumbai", "Chennai"]);
  for (const office of settings.offices) {
    const card = offices.filter({ has: page.getByRole("heading", { name: office.city }) });
    await expect(card.getByText(office.address)).toBeVisible();
    await expect(card.getByRole("link", { name: office.email })).toBeVisible();
    await expect(card.locator("iframe")).toHaveAttribute("loading", "lazy");
    await expect(card.getByRole("link", { name: new RegExp(`Open ${office.city} in Google Maps`) })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Business Hours" })).toContainText("9:00 AM - 6:00 PM IST");
});

test("solutions: cards, alternating blocks, applications and tabs only when there is something to show", async ({ page, db }) => {
  const bare = await createSolution(db, {
    title: "Bare solution",
    date: "2020-01-02",
    content: [{ heading: "Only a heading", para: "" }],
    highlights: [],
    specifications: [],
    applications: [],
  });
  const full = await createSolution(db, {
    title: "Cold chain monitoring",
    date: "2020-01-03",
    content: [
      { heading: "Sensors everywhere", para: "Every reefer reports its temperature." },
      { heading: "Alerts", para: "Drivers are told before goods spoil." },
    ],
    highlights: ["Works offline"],
    specifications: ["-30 to 70 °C"],
    applications: [{ name: "Pharma", para: "Vaccine transport." }],
  });
  try {
    await page.goto("/solutions");
    await expect(page.getByText("Comprehensive technology solutions for your business needs")).toBeVisible();
    const card = page.getByRole("link", { name: /Cold chain monitoring/ });
    await expect(card).toHaveAttribute("href", `/solution/${full.id}`);
    await expect(card).toContainText("January 3, 2020");
    // A slow answer shows the spec's loading text while the next page's data is on its way.
    await page.route(/\/solution\/\d+\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await card.click();
    await expect(page.getByRole("status").filter({ hasText: "Loading solution..." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Cold chain monitoring" })).toBeVisible();
    await expect(page.getByText("Loading solution...")).toHaveCount(0);
    await page.unrouteAll();
    await expect(page.getByRole("heading", { name: "Sensors everywhere" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Applications" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Pharma" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Key Highlights" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Works offline")).toBeVisible();
    await page.getByRole("tab", { name: "Specifications" }).click();
    await expect(page.getByText("-30 to 70 °C")).toBeVisible();

    await page.goto(`/solution/${bare.id}`);
    await expect(page.getByRole("heading", { name: "Only a heading" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Applications" })).toHaveCount(0);
  } finally {
    await deleteSolution(db, bare.id);
    await deleteSolution(db, full.id);
  }
});

test("news: the article's badges, five images at the top and the rest under 'More Images'", async ({ page, db }) => {
  const images = (await listNews(db)).flatMap((article) => article.images);
  expect(images.length, "the demo news has images").toBeGreaterThan(0);
  const seven = Array.from({ length: 7 }, (_, i) => images[i % images.length]);
  const article = await createNews(db, {
    title: "Seven pictures from the fair",
    place: "Pune",
    date: "2020-02-29",
    images: seven,
    content: [{ heading: "Day one", para: "Crowds at the stand." }, { heading: "", para: "More visitors on day two." }],
  });
  try {
    await page.goto("/news");
    const card = page.getByRole("article").filter({ hasText: "Seven pictures from the fair" });
    await expect(card).toContainText("February 29, 2020");
    await expect(card).toContainText("Pune");
    await expect(card).toContainText("Crowds at the stand.");
    await card.getByRole("link", { name: /Read More/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Seven pictures from the fair" })).toBeVisible();
    await expect(page.getByText("February 29, 2020")).toBeVisible();
    await expect(page.getByText("More visitors on day two.")).toBeVisible();
    const main = page.getByRole("main");
    const more = main.getByRole("region", { name: "More Images" });
    await expect(more.getByRole("img")).toHaveCount(2);
    await expect(main.getByRole("img")).toHaveCount(7);
    await main.getByRole("link", { name: "Back to News" }).click();
    await expect(page).toHaveURL(/\/news$/);
  } finally {
    await deleteNews(db, article.id);
  }
});
