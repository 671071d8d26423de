import { getSiteSettings, updateSiteSettings } from "~/content/site-settings/repository.server";
import type { SiteSettings } from "~/content/site-settings/schema";
import { expectToast } from "./admin-content-helpers";
import { expect, signIn, test, waitForHydration } from "./admin-session";
import { dismissActivePopups } from "./public-helpers";

test.describe("admin site settings", () => {
  let original: SiteSettings;
  test.beforeEach(async ({ db }) => {
    original = await getSiteSettings(db);
  });
  test.afterEach(async ({ db }) => {
    await updateSiteSettings(db, original);
  });

  test("company details saved in the admin show on the public pages; invalid ones are refused with nothing saved", async ({ page, db, adminEmail }) => {
    await signIn(page, adminEmail, "/admin/login?redirectTo=/admin/settings");
    const form = page.getByRole("form", { name: "Site settings" });
    await expect(form.getByLabel("Company name")).toHaveValue(original.company_name);

    await form.getByLabel("Sales e-mail").fill("not-an-address");
    await form.getByLabel("Facebook").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Please enter a valid URL or #")).toBeVisible();
    expect((await getSiteSettings(db)).emails.sales).toBe(original.emails.sales);

    await form.getByLabel("Sales e-mail").fill("deals@acme-industrial.example");
    await form.getByLabel("Facebook").fill("https://www.facebook.com/acme-industrial");
    await form.getByLabel("Company name").fill("Acme Industrial Computing");
    await form.getByLabel("Phone 1").fill("+91 44 2222 3333");
    await form.getByRole("button", { name: "Add phone number" }).click();
    await form.getByLabel("Phone 3").fill("+91 80 1111 2222");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Site settings updated successfully");
    expect(await getSiteSettings(db)).toMatchObject({
      company_name: "Acme Industrial Computing",
      phones: ["+91 44 2222 3333", original.phones[1], "+91 80 1111 2222"],
      emails: { ...original.emails, sales: "deals@acme-industrial.example" },
      social: { ...original.social, facebook: "https://www.facebook.com/acme-industrial" },
    });
    await waitForHydration(page);
    await expect(page.getByRole("form", { name: "Site settings" }).getByLabel("Company name")).toHaveValue("Acme Industrial Computing");

    await dismissActivePopups(page, db);
    await page.goto("/support");
    await expect(page.getByRole("banner")).toContainText("Acme Industrial Computing");
    await expect(page.getByRole("link", { name: "+91 44 2222 3333" }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://www.facebook.com/acme-industrial");

    // The staff guide's Need Help section names the support contact from the settings.
    await page.goto("/admin/sop");
    const help = page.getByRole("region", { name: "Need Help" });
    await expect(help.getByRole("link", { name: original.emails.support })).toHaveAttribute("href", `mailto:${original.emails.support}`);
    await expect(help.getByRole("link", { name: "+91 44 2222 3333" })).toBeVisible();
  });
});
