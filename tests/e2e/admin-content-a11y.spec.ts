import { createEnquiry } from "~/content/enquiry/repository.server";
import { listDrivers } from "~/content/driver/repository.server";
import { listHeroSections } from "~/content/hero-section/repository.server";
import { listNews } from "~/content/news/repository.server";
import { listPopups } from "~/content/popup/repository.server";
import { listSolutions } from "~/content/solution/repository.server";
import { expect, expectNoAxeViolations, signIn, test, waitForHydration } from "./admin-session";

/** Each screen of the second admin part: its list, and its form open for a new and for a stored record. */
test("the admin content screens have no accessibility violations (axe, WCAG 2.1 A and AA)", async ({ page, db, adminEmail }) => {
  test.setTimeout(180_000);
  const enquiry = await createEnquiry(db, {
    name: "Axe Tester",
    company_name: "Accessible Co",
    mobile_number: "+91 90000 00000",
    email: "axe@example.com",
    location: "Chennai",
    looking_for: "An accessible inbox",
  });
  const [solution] = await listSolutions(db);
  const [article] = await listNews(db);
  const [hero] = await listHeroSections(db);
  const [driver] = await listDrivers(db);
  const [popup] = await listPopups(db);

  const screens = [
    "/admin/solutions",
    "/admin/solutions?new=1",
    `/admin/solutions?edit=${solution.id}`,
    "/admin/news",
    `/admin/news?edit=${article.id}`,
    "/admin/hero-sections",
    `/admin/hero-sections?edit=${hero.id}`,
    "/admin/drivers",
    "/admin/drivers?new=category",
    "/admin/drivers?new=1",
    `/admin/drivers?edit=${driver.id}`,
    "/admin/popups",
    `/admin/popups?edit=${popup.id}`,
    "/admin/sop",
    "/admin/inbox",
    `/admin/inbox/enquiry/${enquiry.id}`,
    "/admin/settings",
    "/admin/arrange/hero-sections",
    "/admin/arrange/popups",
    "/admin/arrange/driver-categories",
    "/admin/arrange/subcategories",
  ];
  await signIn(page, adminEmail);
  for (const screen of screens) {
    await test.step(screen, async () => {
      const response = await page.goto(screen);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
