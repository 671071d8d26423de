import { deleteNews, listNews } from "~/content/news/repository.server";
import { deleteSolution, listSolutions } from "~/content/solution/repository.server";
import { deleteToTrash, expectToast } from "./admin-content-helpers";
import { expect, signIn, test, waitForHydration } from "./admin-session";
import { dismissActivePopups } from "./public-helpers";

test.describe("admin solutions and news", () => {
  test.afterEach(async ({ db }) => {
    for (const solution of await listSolutions(db)) if (solution.title.startsWith("E2E ")) await deleteSolution(db, solution.id);
    for (const article of await listNews(db)) if (article.title.startsWith("E2E ")) await deleteNews(db, article.id);
  });

  test("a solution made in the admin shows on /solutions with its sections and lists; edited, then deleted, it changes and goes", async ({ page, db, adminEmail }) => {
    test.setTimeout(90_000);
    await signIn(page, adminEmail, "/admin/login?redirectTo=%2Fadmin%2Fsolutions%3Fnew%3D1");
    const form = page.getByRole("form", { name: "Add Solution" });
    // Required fields, and a content section with neither heading nor paragraph, are refused.
    await form.getByRole("button", { name: "Add section" }).click();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Title is required")).toBeVisible();
    await expect(form.getByText("Date is required")).toBeVisible();
    await expect(form.getByText("Each content section needs a heading or a paragraph")).toBeVisible();

    await form.getByLabel("Title").fill("E2E Cold-chain Monitoring");
    await form.getByLabel("Date").fill("2026-10-01");
    await form.getByLabel("Section 1 heading").fill("Sensors in every reefer");
    await form.getByLabel("Section 1 paragraph").fill("Temperature and door sensors report every minute over LTE.");
    await form.getByRole("button", { name: "Add highlight" }).click();
    await form.getByLabel("Highlight 1", { exact: true }).fill("Alerts within 60 seconds");
    await form.getByRole("button", { name: "Add specification" }).click();
    await form.getByLabel("Specification 1", { exact: true }).fill("-40 to 85 °C sensors");
    await form.getByRole("button", { name: "Add application" }).click();
    await form.getByLabel("Application 1 name").fill("Pharmaceutical logistics");
    await form.getByLabel("Application 1 description").fill("Vaccines kept between 2 and 8 °C.");
    // The spec's limit of 4 sections: Add is disabled at 4.
    for (let n = 2; n <= 4; n++) {
      await form.getByRole("button", { name: "Add section" }).click();
      await form.getByLabel(`Section ${n} heading`).fill(`Step ${n}`);
    }
    await expect(form.getByRole("button", { name: "Add section" })).toBeDisabled();
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Solution created successfully");

    const saved = (await listSolutions(db)).find((solution) => solution.title === "E2E Cold-chain Monitoring");
    expect(saved).toMatchObject({
      date: "2026-10-01",
      highlights: ["Alerts within 60 seconds"],
      specifications: ["-40 to 85 °C sensors"],
      applications: [{ name: "Pharmaceutical logistics", para: "Vaccines kept between 2 and 8 °C.", image: null }],
    });
    expect(saved?.content).toHaveLength(4);

    await dismissActivePopups(page, db);
    await page.goto("/solutions");
    await page.getByRole("link", { name: /E2E Cold-chain Monitoring/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "E2E Cold-chain Monitoring" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sensors in every reefer" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pharmaceutical logistics" })).toBeVisible();
    await expect(page.getByText("Alerts within 60 seconds")).toBeAttached();

    // A fifth section posted past the form is refused by the server.
    const fifth = await page.request.post("/admin/solutions", {
      form: {
        intent: "save",
        id: String(saved!.id),
        title: "E2E Cold-chain Monitoring",
        date: "2026-10-01",
        ...Object.fromEntries([0, 1, 2, 3, 4].map((n) => [`content[${n}][heading]`, `Section ${n}`])),
      },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(fifth.status()).toBe(400);
    expect(await fifth.text()).toContain("A solution can have at most 4 content sections");

    await page.goto("/admin/solutions");
    await page.getByRole("link", { name: "Edit E2E Cold-chain Monitoring" }).click();
    await waitForHydration(page);
    const edit = page.getByRole("form", { name: "Edit Solution" });
    await expect(edit.getByLabel("Section 1 heading")).toHaveValue("Sensors in every reefer");
    await edit.getByLabel("Title").fill("E2E Cold-chain Monitoring 2.0");
    await edit.getByRole("button", { name: "Remove section 4" }).click();
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Solution updated successfully");
    expect((await listSolutions(db)).find((solution) => solution.title === "E2E Cold-chain Monitoring 2.0")?.content).toHaveLength(3);
    await page.goto(`/solution/${saved!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "E2E Cold-chain Monitoring 2.0" })).toBeVisible();

    await page.goto("/admin/solutions");
    await deleteToTrash(page, "E2E Cold-chain Monitoring 2.0");
    await expectToast(page, "Solution deleted successfully");
    const gone = await page.goto(`/solution/${saved!.id}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Solution not found" })).toBeVisible();
  });

  test("a news article made in the admin shows on /news, newest first; edited, then deleted, it changes and goes", async ({ page, db, adminEmail }) => {
    test.setTimeout(90_000);
    await signIn(page, adminEmail, "/admin/login?redirectTo=%2Fadmin%2Fnews%3Fnew%3D1");
    const form = page.getByRole("form", { name: "Add News" });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Title is required")).toBeVisible();
    await expect(form.getByText("Place is required")).toBeVisible();
    await expect(form.getByText("Date is required")).toBeVisible();

    await form.getByLabel("Title").fill("E2E Showroom opens a Pune service centre");
    await form.getByLabel("Place").fill("Pune");
    await form.getByLabel("Date").fill("2099-01-15");
    await form.getByRole("button", { name: "Add section" }).click();
    await form.getByLabel("Section 1 heading").fill("Same-day repairs");
    await form.getByLabel("Section 1 paragraph").fill("Panel PCs repaired and tested on site.");
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "News created successfully");
    // The admin list is newest first by date: the article dated 2099 leads.
    await expect(page.getByRole("table", { name: "News articles" }).getByRole("row").nth(1)).toContainText("E2E Showroom opens a Pune service centre");

    await dismissActivePopups(page, db);
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("E2E Showroom opens a Pune service centre");
    await page.getByRole("link", { name: /^Read More ?: E2E Showroom opens a Pune service centre$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "E2E Showroom opens a Pune service centre" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Same-day repairs" })).toBeVisible();
    await expect(page.getByText("Pune", { exact: true }).first()).toBeVisible();

    await page.goto("/admin/news");
    await page.getByRole("link", { name: "Edit E2E Showroom opens a Pune service centre" }).click();
    const edit = page.getByRole("form", { name: "Edit News" });
    await edit.getByLabel("Place").fill("Pune, Maharashtra");
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "News updated successfully");
    const article = (await listNews(db)).find((candidate) => candidate.title === "E2E Showroom opens a Pune service centre");
    expect(article?.place).toBe("Pune, Maharashtra");
    await page.goto(`/news/${article!.id}`);
    await expect(page.getByText("Pune, Maharashtra")).toBeVisible();

    await page.goto("/admin/news");
    await deleteToTrash(page, "E2E Showroom opens a Pune service centre");
    await expectToast(page, "News deleted successfully");
    await page.goto("/news");
    await expect(page.getByText("E2E Showroom opens a Pune service centre")).toHaveCount(0);
  });
});
