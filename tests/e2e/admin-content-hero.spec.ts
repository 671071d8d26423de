import {
  countActiveHeroSections,
  createHeroSection,
  deleteHeroSection,
  listHeroSections,
  updateHeroSection,
} from "~/content/hero-section/repository.server";
import { HERO_LIMIT_BANNER, HERO_LIMIT_MESSAGE, type HeroSection } from "~/content/hero-section/schema";
import type { Db } from "~/db/connection.server";
import { deleteToTrash, expectToast } from "./admin-content-helpers";
import { expect, signIn, test } from "./admin-session";

/** The demo heroes are switched off for a test and restored after it; heroes the test made are removed. */
function keepHeroes() {
  let original: HeroSection[] = [];
  test.beforeEach(async ({ db }) => {
    original = await listHeroSections(db);
    for (const hero of original) await updateHeroSection(db, hero.id, { ...hero, is_active: false });
  });
  test.afterEach(async ({ db }) => {
    const known = new Set(original.map((hero) => hero.id));
    for (const hero of await listHeroSections(db)) if (!known.has(hero.id)) await deleteHeroSection(db, hero.id);
    for (const hero of original) await updateHeroSection(db, hero.id, hero);
  });
}

const heroByText = async (db: Db, text: string) => (await listHeroSections(db)).find((hero) => hero.h1_text === text);

test.describe("admin hero sections", () => {
  keepHeroes();

  test("a hero created in the admin becomes a home page slide; edited, then deleted, it changes and leaves", async ({ page, db, adminEmail }) => {
    test.setTimeout(60_000);
    await signIn(page, adminEmail, "/admin/login?redirectTo=/admin/hero-sections");
    await page.getByRole("link", { name: "Add Hero Section" }).click();
    const form = page.getByRole("form", { name: "Add Hero Section" });
    await form.getByLabel("H1 Text").fill("Rugged edge computing for every plant");
    await form.getByLabel("Paragraph Text").fill("Fanless, wide-temperature, built in Chennai.");
    await form.getByLabel("Button Text").fill("See the range");
    await form.getByLabel("URL Link").fill("/products");
    await form.getByLabel("Sort Order").fill("-5");
    await form.getByLabel("Active").check();
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Hero section created successfully");
    await expect(page.getByRole("form", { name: "Add Hero Section" })).toHaveCount(0);
    await expect(page.getByRole("cell", { name: /^Rugged edge computing for every plant/ })).toBeVisible();

    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    await expect(carousel.getByRole("heading", { name: "Rugged edge computing for every plant" })).toBeVisible();
    await expect(carousel.getByRole("link", { name: "See the range" })).toHaveAttribute("href", "/products");

    await page.goto("/admin/hero-sections");
    await page.getByRole("link", { name: "Edit Rugged edge computing for every plant" }).click();
    const edit = page.getByRole("form", { name: "Edit Hero Section" });
    await expect(edit.getByLabel("H1 Text")).toHaveValue("Rugged edge computing for every plant");
    await edit.getByLabel("H1 Text").fill("Rugged edge computing, 24/7");
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Hero section updated successfully");
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Highlights" }).getByRole("heading", { name: "Rugged edge computing, 24/7" })).toBeVisible();

    await page.goto("/admin/hero-sections");
    await deleteToTrash(page, "Rugged edge computing, 24/7");
    await expectToast(page, "Hero section deleted successfully");
    expect(await heroByText(db, "Rugged edge computing, 24/7")).toBeUndefined();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Rugged edge computing, 24/7" })).toHaveCount(0);
  });

  test("three heroes can be active; the server refuses a fourth from the form and from a request that bypasses it", async ({ page, db, adminEmail, baseURL }) => {
    test.setTimeout(60_000);
    for (const n of [1, 2]) {
      await createHeroSection(db, { h1_text: `Active hero ${n}`, button_text: "Go", url_link: "/about", is_active: true, sort_order: n });
    }
    const spare = await createHeroSection(db, { h1_text: "Spare hero", button_text: "Go", url_link: "/about", is_active: false });
    await signIn(page, adminEmail, "/admin/login?redirectTo=/admin/hero-sections");
    await expect(page.getByText(HERO_LIMIT_BANNER)).toHaveCount(0);

    // The third activation is allowed (through the form), and the banner appears.
    await page.getByRole("link", { name: "Add Hero Section" }).click();
    const form = page.getByRole("form", { name: "Add Hero Section" });
    await form.getByLabel("H1 Text").fill("Active hero 3");
    await form.getByLabel("Button Text").fill("Go");
    await form.getByLabel("URL Link").fill("https://example.com/three");
    await form.getByLabel("Active").check();
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Hero section created successfully");
    await expect(page.getByText(HERO_LIMIT_BANNER)).toBeVisible();
    expect(await countActiveHeroSections(db)).toBe(3);

    // A fourth, new and active, through the form.
    await page.getByRole("link", { name: "Add Hero Section" }).click();
    const fourth = page.getByRole("form", { name: "Add Hero Section" });
    await fourth.getByLabel("H1 Text").fill("Active hero 4");
    await fourth.getByLabel("Button Text").fill("Go");
    await fourth.getByLabel("URL Link").fill("https://example.com/four");
    await fourth.getByLabel("Active").check();
    await fourth.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error creating hero section", HERO_LIMIT_MESSAGE);
    await expect(fourth.getByLabel("H1 Text")).toHaveValue("Active hero 4");
    expect(await heroByText(db, "Active hero 4")).toBeUndefined();

    // Activating an existing inactive hero through its edit form.
    await page.goto("/admin/hero-sections");
    await page.getByRole("link", { name: "Edit Spare hero" }).click();
    const edit = page.getByRole("form", { name: "Edit Hero Section" });
    await edit.getByLabel("Active").check();
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error updating hero section", HERO_LIMIT_MESSAGE);
    expect((await heroByText(db, "Spare hero"))?.is_active).toBe(false);

    // The same posts without the page: a plain form post of the fields, with the admin's session.
    const post = (fields: Record<string, string>) =>
      page.request.post("/admin/hero-sections", { form: { intent: "save", ...fields }, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
    const created = await post({ h1_text: "Sneaky fourth", button_text: "Go", url_link: "https://example.com", is_active: "on", sort_order: "0" });
    expect(created.status()).toBe(422);
    expect(await created.text()).toContain(HERO_LIMIT_MESSAGE);
    const activated = await post({ id: String(spare.id), h1_text: "Spare hero", button_text: "Go", url_link: "/about", is_active: "on" });
    expect(activated.status()).toBe(422);
    expect(await countActiveHeroSections(db)).toBe(3);
    expect(await heroByText(db, "Sneaky fourth")).toBeUndefined();

    // Two admins activating at the same moment: with one place left, exactly one wins.
    const third = await heroByText(db, "Active hero 3");
    await updateHeroSection(db, third!.id, { ...third!, is_active: false });
    const other = await createHeroSection(db, { h1_text: "Other hero", button_text: "Go", url_link: "/about", is_active: false });
    const answers = await Promise.all(
      [spare, other].map((hero) => post({ id: String(hero.id), h1_text: hero.h1_text, button_text: "Go", url_link: "/about", is_active: "on" })),
    );
    expect(answers.map((answer) => answer.status()).sort()).toEqual([302, 422]);
    expect(await countActiveHeroSections(db)).toBe(3);

    // With one deactivated, the banner goes and a new active hero is accepted again.
    await updateHeroSection(db, spare.id, { ...spare, is_active: false });
    await updateHeroSection(db, other.id, { ...other, is_active: false });
    await page.goto("/admin/hero-sections");
    await expect(page.getByText(HERO_LIMIT_BANNER)).toHaveCount(0);
    expect((await post({ h1_text: "Now allowed", button_text: "Go", url_link: "/about", is_active: "on" })).status()).toBe(302);
  });
});
