import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

// Issue 12, item 6: without JavaScript the search button leads to a real results page, /search?q=,
// which is also where the dialog's "See all" leads, and which shows every hit fetched.

test("without JavaScript the search button opens the search page, and a search there lists its results", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\??$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(page.getByText("Start typing to search for products, drivers, news, and solutions...")).toBeVisible();

  const form = page.getByRole("search", { name: "Site search" });
  await form.getByRole("searchbox", { name: "Search" }).fill("pc");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL("/search?q=pc");
  await expect(page).toHaveTitle(/^Search results for "pc" \| /);
  await expect(form.getByRole("searchbox", { name: "Search" })).toHaveValue("pc");
  // Every hit fetched, not the dialog's five.
  const products = page.getByRole("region", { name: /^Products \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await products.getByRole("heading").textContent()) ?? "")?.[1]);
  expect(count).toBeGreaterThan(5);
  await expect(products.getByRole("link")).toHaveCount(count);
  await products.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\/\d+/);

  await page.goto("/search?q=qqq-no-such-thing");
  await expect(page.getByText('No results found for "qqq-no-such-thing"')).toBeVisible();
  await context.close();
});

test("the dialog's 'See all' leads to the search page for the same text, with the news snippet's heading set off", async ({ page, db }) => {
  await dismissActivePopups(page, db);
  const article = await db.selectFrom("news").select(["id", "title", "content"]).orderBy("id").executeTakeFirstOrThrow();
  const [first] = JSON.parse(article.content) as Array<{ heading: string; para: string }>;
  const word = article.title.split(" ").find((part) => part.length > 5)!;

  await page.goto("/");
  await page.getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await dialog.getByRole("combobox", { name: "Search" }).fill(word);
  const news = dialog.getByRole("group", { name: /^News \(\d+\)$/ });
  await expect(news.getByRole("option").first()).toBeVisible();
  expect(first.heading && first.para, "the demo article opens with a heading and a paragraph").toBeTruthy();
  await expect(dialog.getByText(`${first.heading}${/[.!?:]$/.test(first.heading) ? "" : ":"} ${first.para.slice(0, 20)}`)).not.toHaveCount(0);
  await dialog.getByRole("link", { name: `See all results for "${word}"` }).click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^News \(\d+\)$/ }).getByRole("link", { name: article.title })).toBeVisible();
});
