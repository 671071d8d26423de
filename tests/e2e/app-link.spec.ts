import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { dismissActivePopups, hydrated } from "./public-helpers";

// The public site's links navigate within the page once React has hydrated (AppLink): no new
// document is loaded, the history grows as with any link, and the browser keeps its own ways of
// opening a link elsewhere.

test.beforeEach(async ({ page, db }) => {
  await dismissActivePopups(page, db);
});

/** A value that lives only as long as this document: a full page load clears it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { documentMark?: string }).documentMark = "kept";
  });
}

const documentMark = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { documentMark?: string }).documentMark,
  );

test("header and article links move between pages without loading a new document", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about");
  await hydrated(page);
  await markDocument(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });

  const main = page.getByRole("navigation", { name: "Main" });
  await main.getByRole("link", { name: "News" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/news");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("News");
  await expect(main.getByRole("link", { name: "News" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    main.getByRole("link", { name: "About Us" }),
  ).not.toHaveAttribute("aria-current");

  // An article is below News, so News stays the current section.
  await page
    .locator("main")
    .getByRole("link", { name: /Read More/ })
    .first()
    .click();
  await expect(page).toHaveURL((url) => /^\/news\/\d+$/.test(url.pathname));
  await expect(main.getByRole("link", { name: "News" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.getByRole("link", { name: "Back to News" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/news");
  await main.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(
    page.getByRole("heading", { name: "Our Product Portfolio" }),
  ).toBeVisible();

  expect(await documentMark(page)).toBe("kept");
  expect(documents).toEqual([]);

  // Back returns through the pages visited, as after ordinary links.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/news");
  await page.goBack();
  await expect(page).toHaveURL((url) => /^\/news\/\d+$/.test(url.pathname));
});

test("a link to the page already shown does not add a history entry", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/contact");
  await hydrated(page);
  const before = await page.evaluate(() => history.length);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/contact");
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test("a click with a modifier key is left to the browser, to open the link elsewhere", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await hydrated(page);
  const handledByPage = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>(
      'footer a[href="/about"]',
    );
    if (!link) throw new Error("no footer link to /about");
    const seen: Record<string, boolean> = {};
    // Listens after the page's own handlers and stops the browser, so no tab or window opens.
    const record = (event: MouseEvent) => {
      seen[
        event.ctrlKey
          ? "ctrl"
          : event.shiftKey
            ? "shift"
            : event.metaKey
              ? "meta"
              : "plain"
      ] = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", record);
    for (const modifier of [
      { ctrlKey: true },
      { shiftKey: true },
      { metaKey: true },
      {},
    ]) {
      link.dispatchEvent(
        new MouseEvent("click", {
          bubbles: true,
          cancelable: true,
          button: 0,
          ...modifier,
        }),
      );
    }
    document.removeEventListener("click", record);
    return seen;
  });
  expect(handledByPage).toEqual({
    ctrl: false,
    shift: false,
    meta: false,
    plain: true,
  });
});

test("the phone menu's links navigate within the page and mark the current section", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await hydrated(page);
  await markDocument(page);
  await page.locator("summary[aria-label=Menu]").click();
  const mobile = page.getByRole("navigation", { name: "Mobile" });
  await mobile.getByRole("link", { name: "Solutions" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/solutions");
  await page.locator("summary[aria-label=Menu]").click();
  await expect(mobile.getByRole("link", { name: "Solutions" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(mobile.getByRole("link", { name: "Home" })).not.toHaveAttribute(
    "aria-current",
  );
  expect(await documentMark(page)).toBe("kept");
});
