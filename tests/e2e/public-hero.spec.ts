import { listActiveHeroSections } from "~/content/hero-section/repository.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

test("the hero carousel advances by itself after 5 s and jumps to a slide by its dot", async ({
  page,
  db,
}) => {
  const heroes = await listActiveHeroSections(db);
  expect(
    heroes.length,
    "the demo content has three active slides",
  ).toBeGreaterThanOrEqual(3);
  await dismissActivePopups(page, db);
  // The 5 s start when the page's script runs, which cannot be before the page was asked for.
  const requestedAt = Date.now();
  await page.goto("/");

  const carousel = page.getByRole("region", { name: "Highlights" });
  // Hidden slides are aria-hidden, so only the current one is found by role.
  const current = (position: number) =>
    carousel.getByRole("group", { name: `${position} of ${heroes.length}` });
  await expect(current(1)).toBeVisible();
  await expect(
    current(1).getByRole("heading", { name: heroes[0].h1_text }),
  ).toBeVisible();
  await expect(current(2)).toHaveCount(0);

  await expect(current(2)).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(5_000);
  await expect(
    current(2).getByRole("heading", { name: heroes[1].h1_text }),
  ).toBeVisible();

  await carousel
    .getByRole("button", { name: `Go to slide ${heroes.length}` })
    .click();
  await expect(
    current(heroes.length).getByRole("heading", {
      name: heroes[heroes.length - 1].h1_text,
    }),
  ).toBeVisible();
  await expect(
    carousel.getByRole("button", { name: `Go to slide ${heroes.length}` }),
  ).toHaveAttribute("aria-current", "true");

  // Next from the last slide wraps around to the first.
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(
    current(1).getByRole("heading", { name: heroes[0].h1_text }),
  ).toBeVisible();
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(current(heroes.length)).toBeVisible();
});

test("the particle background draws, except for visitors who ask for reduced motion", async ({
  page,
  db,
}) => {
  await dismissActivePopups(page, db);
  const paintedPixels = () =>
    page.evaluate(() => {
      const canvas = document.querySelector("main canvas") as HTMLCanvasElement;
      const data = canvas
        .getContext("2d")!
        .getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted += 1;
      return painted;
    });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  await expect.poll(paintedPixels).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await page.waitForTimeout(500);
  expect(await paintedPixels()).toBe(0);
});

test("after a click on an arrow the slides move on once the pointer leaves; keyboard focus holds them until it leaves", async ({
  page,
  db,
}) => {
  const heroes = await listActiveHeroSections(db);
  await dismissActivePopups(page, db);
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Highlights" });
  const current = (position: number) =>
    carousel.getByRole("group", { name: `${position} of ${heroes.length}` });

  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(current(2)).toBeVisible();
  // The pointer leaves the carousel; the button keeps the click's focus.
  await page.mouse.move(640, (await page.viewportSize())!.height - 5);
  await expect(
    carousel.getByRole("button", { name: "Next slide" }),
  ).toBeFocused();
  await expect(current(3)).toBeVisible({ timeout: 8_000 });

  // Tab from the arrow: keyboard focus on the pause control holds the slide while it stays there.
  await page.keyboard.press("Tab");
  await expect(
    carousel.getByRole("button", { name: "Pause slideshow" }),
  ).toBeFocused();
  await page.waitForTimeout(6_000);
  await expect(current(3)).toBeVisible();
  // Focus leaves the carousel: the slides move on again.
  await page.getByRole("heading", { name: "Awesome Features" }).click();
  await expect(current(1)).toBeVisible({ timeout: 8_000 });
});
