import { readFileSync } from "node:fs";
import { createEnquiry, getEnquiry } from "~/content/enquiry/repository.server";
import { createMessage } from "~/content/message/repository.server";
import { listPopularProducts } from "~/content/product/repository.server";
import { expectToast } from "./admin-content-helpers";
import { expect, signIn, test } from "./admin-session";

test("a stored enquiry is found in the inbox, its status changed, and exported to CSV", async ({ page, db, adminEmail }) => {
  const [product] = await listPopularProducts(db, 1);
  const enquiry = await createEnquiry(db, {
    name: "Kavya Subramanian",
    company_name: "Subramanian Packaging, Ltd",
    mobile_number: "+91 98400 55555",
    email: "kavya@subramanian-packaging.example",
    location: "Coimbatore",
    looking_for: "12 panel PCs for the new line",
    product_id: product.id,
    product_name: product.name,
  });
  await createMessage(db, {
    kind: "support",
    first_name: "Ravi",
    last_name: "Shankar",
    email: "ravi@example.com",
    subject: "Firmware question",
    message: "Which firmware for the ISW-802G?",
  });

  await signIn(page, adminEmail, "/admin/login?redirectTo=/admin/inbox");
  const table = page.getByRole("table", { name: "Inbox" });
  await expect(table.getByRole("link", { name: "12 panel PCs for the new line" })).toBeVisible();

  // Find it: by text, then by kind.
  await page.getByLabel("Search").fill("subramanian");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=subramanian/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Kavya Subramanian");
  await expect(table.getByRole("row").nth(1)).toContainText("Product enquiry");
  await expect(table.getByRole("row").nth(1)).toContainText("New");
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Kind").selectOption("support");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(table.getByRole("link", { name: "Firmware question" })).toBeVisible();
  await expect(table.getByText("Kavya Subramanian")).toHaveCount(0);

  // Open it: the full enquiry and the product it came from; change its status.
  await page.goto("/admin/inbox?q=kavya");
  await table.getByRole("link", { name: "12 panel PCs for the new line" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "12 panel PCs for the new line" })).toBeVisible();
  await expect(page.getByText("Subramanian Packaging, Ltd")).toBeVisible();
  await expect(page.getByText("+91 98400 55555")).toBeVisible();
  await expect(page.getByRole("link", { name: product.name })).toHaveAttribute("href", `/product/${product.id}`);
  await page.getByLabel("Status").selectOption("in_progress");
  await page.getByRole("button", { name: "Save status" }).click();
  await expectToast(page, "Enquiry updated successfully");
  expect((await getEnquiry(db, enquiry.id))?.status).toBe("in_progress");

  await page.getByRole("link", { name: "Back to inbox" }).click();
  // The item page has a "Status" select too: wait for the list before using the filter's.
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.getByLabel("Status").selectOption("in_progress");
  await page.getByRole("button", { name: "Filter" }).click();
  // The row reads "In progress" even before the filtered list arrives: wait for the filter itself.
  await expect(page).toHaveURL(/status=in_progress/);
  await expect(table.getByText("Ravi Shankar")).toHaveCount(0);
  await expect(table.getByRole("row").filter({ hasText: "Kavya Subramanian" })).toContainText("In progress");

  // Export what the filter shows.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? "", "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("Kind,ID,Received,Status,Name,Company,Email,Phone,Location,Product,Subject,Message,Lines");
  const row = lines.find((line) => line.includes("Kavya Subramanian"));
  expect(row).toBe(
    [
      "Product enquiry",
      enquiry.id,
      enquiry.created_at,
      "In progress",
      "Kavya Subramanian",
      '"Subramanian Packaging, Ltd"',
      "kavya@subramanian-packaging.example",
      "'+91 98400 55555",
      "Coimbatore",
      product.name.includes(",") || product.name.includes('"') ? `"${product.name.replace(/"/g, '""')}"` : product.name,
      "12 panel PCs for the new line",
      "",
      // A product enquiry has no quote-list lines.
      "",
    ].join(","),
  );
  expect(lines.some((line) => line.includes("Ravi Shankar")), "the export follows the status filter").toBe(false);

  // The dashboard counts what is still new.
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("link", { name: /New messages/ })).toHaveAttribute("href", "/admin/inbox?status=new");
});
