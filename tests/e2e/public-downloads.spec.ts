import { createDriver, deleteDriver } from "~/content/driver/repository.server";
import {
  createDriverCategory,
  deleteDriverCategory,
  listDriverCategoriesWithDrivers,
} from "~/content/driver-category/repository.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

test.describe("driver downloads", () => {
  test("a driver downloads under its original file name, with the 'Download started' toast", async ({ page, db }) => {
    const category = (await listDriverCategoriesWithDrivers(db)).find((candidate) => candidate.drivers.length > 0);
    expect(category, "the demo content has drivers").toBeDefined();
    // The latest version of a file: the one its title shows first.
    const [first] = category!.drivers;
    const driver = category!.drivers.filter((candidate) => candidate.name === first.name).sort((a, b) => (a.release_date! < b.release_date! ? 1 : -1))[0];
    const file = await db
      .selectFrom("media_files")
      .select("original_name")
      .where("key", "=", driver.download_link.replace(/^\/media\//, ""))
      .executeTakeFirstOrThrow();

    await dismissActivePopups(page, db);
    await page.goto("/support");
    await page.getByText(category!.name, { exact: false }).first().click();
    const link = page.getByRole("link", { name: `Download ${driver.name}, version ${driver.version}` });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(file.original_name);
    await expect(page.getByText("Download started")).toBeVisible();
    await expect(page.getByText(`${driver.name} is being downloaded`)).toBeVisible();
  });

  test("without JavaScript the Download link is a plain attachment", async ({ request, db }) => {
    const driver = (await listDriverCategoriesWithDrivers(db)).flatMap((category) => category.drivers)[0];
    const response = await request.get(driver.download_link);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
  });

  test("a missing file shows the 'Download failed' toast", async ({ browser, baseURL, db }) => {
    const [category] = await listDriverCategoriesWithDrivers(db);
    const driver = await createDriver(db, {
      name: "Retired Utility",
      kind: "utility",
      version: "0.9",
      release_date: "2020-01-15",
      driver_category_id: category.id,
      download_link: "/media/drivers/2020/01/0000000000000000dead.zip",
      file_name: "retired.zip",
    });
    // Its own page: the browser rightly logs the 404 of the check, which the shared page fixture would count as an error.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await dismissActivePopups(page, db);
    try {
      await page.goto("/support");
      await page.getByText(category.name, { exact: false }).first().click();
      await page.getByRole("link", { name: "Download Retired Utility, version 0.9" }).click();
      await expect(page.getByText("Download failed")).toBeVisible();
      await expect(page.getByText("Unable to download Retired Utility. Please try again.")).toBeVisible();
    } finally {
      await context.close();
      await deleteDriver(db, driver.id);
    }
  });

  test("the empty texts show when there is nothing to download", async ({ page, db }) => {
    const empty = await createDriverCategory(db, { name: "Aaa Legacy Products" });
    try {
      await dismissActivePopups(page, db);
      await page.goto("/support");
      await page.getByText("Aaa Legacy Products").click();
      await expect(page.getByText("No downloads available in this category")).toBeVisible();
    } finally {
      await deleteDriverCategory(db, empty.id);
    }
  });
});
