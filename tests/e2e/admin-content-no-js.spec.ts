import { countActiveHeroSections, createHeroSection, deleteHeroSection, listHeroSections } from "~/content/hero-section/repository.server";
import { HERO_LIMIT_MESSAGE } from "~/content/hero-section/schema";
import { deletePopup, listPopups } from "~/content/popup/repository.server";
import { deleteSolution, listSolutions } from "~/content/solution/repository.server";
import { ADMIN_PASSWORD, expect, fillSignIn, test } from "./admin-session";

/** The admin forms of this part post as plain HTML: they work, and refuse, without JavaScript. */
test("without JavaScript, popups, solutions and heroes are saved by plain form posts, and the hero limit still holds", async ({ browser, baseURL, db, adminEmail }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/admin/login");
    await fillSignIn(page, adminEmail, ADMIN_PASSWORD);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

    // A popup, its display page typed into the text box.
    await page.goto("/admin/popups?new=1");
    const popup = page.getByRole("form", { name: "Create New Popup" });
    await popup.getByLabel("Title").fill("E2E No-script popup");
    await popup.getByLabel("Add page", { exact: true }).fill(" contact ");
    await popup.getByLabel("Active (Display popup)").uncheck();
    await popup.getByRole("button", { name: "Create Popup" }).click();
    await expect(page.getByRole("status").getByText("Popup created successfully")).toBeVisible();
    expect((await listPopups(db)).find((candidate) => candidate.title === "E2E No-script popup")).toMatchObject({
      display_pages: ["contact"],
      is_active: false,
      delay_seconds: 3,
    });

    // A solution: the list editors offer one empty row each; empty rows are left out.
    await page.goto("/admin/solutions?new=1");
    const solution = page.getByRole("form", { name: "Add Solution" });
    await solution.getByLabel("Title").fill("E2E No-script solution");
    await solution.getByLabel("Date").fill("2026-02-02");
    await solution.getByLabel("Section 1 heading").fill("Works without scripts");
    await solution.getByLabel("Highlight 1", { exact: true }).fill("Plain HTML");
    await solution.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").getByText("Solution created successfully")).toBeVisible();
    expect((await listSolutions(db)).find((candidate) => candidate.title === "E2E No-script solution")).toMatchObject({
      content: [{ heading: "Works without scripts", para: "", image: null }],
      highlights: ["Plain HTML"],
      specifications: [],
      applications: [],
    });

    // The hero limit: with 3 active, a fourth is refused with the server's message, and nothing is stored.
    for (let n = await countActiveHeroSections(db); n < 3; n++) {
      await createHeroSection(db, { h1_text: `E2E Active ${n}`, button_text: "Go", url_link: "/about", is_active: true });
    }
    await page.goto("/admin/hero-sections?new=1");
    const hero = page.getByRole("form", { name: "Add Hero Section" });
    await hero.getByLabel("H1 Text").fill("E2E No-script hero");
    await hero.getByLabel("Button Text").fill("Go");
    await hero.getByLabel("URL Link").fill("/about");
    await hero.getByLabel("Active").check();
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().method() === "POST"), hero.getByRole("button", { name: "Save" }).click()]);
    expect(response.status()).toBe(422);
    await expect(page.getByRole("alert").getByText(HERO_LIMIT_MESSAGE)).toBeVisible();
    await expect(page.getByRole("form", { name: "Add Hero Section" }).getByLabel("H1 Text")).toHaveValue("E2E No-script hero");
    expect((await listHeroSections(db)).some((candidate) => candidate.h1_text === "E2E No-script hero")).toBe(false);
  } finally {
    await context.close();
    for (const popup of await listPopups(db)) if (popup.title.startsWith("E2E ")) await deletePopup(db, popup.id);
    for (const solution of await listSolutions(db)) if (solution.title.startsWith("E2E ")) await deleteSolution(db, solution.id);
    for (const hero of await listHeroSections(db)) if (hero.h1_text.startsWith("E2E ")) await deleteHeroSection(db, hero.id);
  }
});
