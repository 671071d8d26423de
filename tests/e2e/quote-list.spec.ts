import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { listEnquiryLines } from "~/content/enquiry/lines.server";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import { startSmtpSink } from "~/mail/smtp-sink";
import { clearRateLimit } from "~/spam/rate-limit.server";
import { test as base, expect, signIn } from "./admin-session";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";
import { hydrated } from "./public-helpers";
import { findServerTemplate, startTestServer } from "./test-server";

// Issue 16 part 4: a quote list of products with quantities and notes, kept in a cookie, sent as
// one enquiry with its lines; the inbox, the CSV export and the e-mail show the lines.

const SALES = "sales@showroom.test";

/** This file's server e-mails enquiries to a local SMTP sink. */
const test = base.extend<object, { smtp: Awaited<ReturnType<typeof startSmtpSink>> }>({
  smtp: [
    async ({}, use) => {
      const sink = await startSmtpSink();
      await use(sink);
      await sink.close();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ database, smtp }, use, workerInfo) => {
      const server = await startTestServer(findServerTemplate(database), `quote#${workerInfo.workerIndex}`, { SMTP_URL: smtp.url, SALES_EMAIL: SALES });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 200_000 },
  ],
});
test.describe.configure({ timeout: 90_000 });

type Product = Awaited<ReturnType<typeof createProduct>>;
let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
let second: Product;
let third: Product;

test.beforeAll(async ({ db }) => {
  branch = await createCatalogueBranch(db, "Quote", { model_number: "QT-100" });
  const place = { category_id: branch.category.id, subcategory_id: branch.subcategory.id };
  second = await createProduct(db, { name: "Quote Second Product", model_number: "QT-200", ...place });
  third = await createProduct(db, { name: "Quote Third Product", model_number: "QT-300", ...place });
});
test.afterAll(async ({ db }) => {
  await clearRateLimit(db, "enquiry:127.0.0.1");
  for (const product of [second, third]) await deleteProduct(db, product.id).catch(() => undefined);
  await branch.remove();
});
test.beforeEach(async ({ page, db, request }) => {
  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id, 4);
  await clearRateLimit(db, "enquiry:127.0.0.1");
});

const contact = {
  Name: "Meena Iyer",
  "Company Name": "Iyer Process Controls",
  "Mobile Number": "+91 98400 12345",
  Email: "meena@iyer-controls.example",
  Location: "Chennai, Tamil Nadu, India",
};
const fill = async (scope: Locator | Page, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await scope.getByRole("textbox", { name: label, exact: true }).fill(value);
};
const line = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

test("two cards' Add to quote clicked before the first answer comes keep both products", async ({ page }) => {
  const typed = branch.typed;
  await page.goto(`/products?category=${branch.category.id}`);
  await hydrated(page);
  // Both clicks in one moment, as a quick visitor's on a slow connection: the second comes before the first answer.
  const labels = [typed, second].map((product) => `Add ${product.name} to quote`);
  await page.evaluate((both) => {
    for (const label of both) document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!.click();
  }, labels);
  // Both show as added at once; once the answers are in, the list holds both.
  await expect(page.getByRole("button", { name: `Add ${second.name} to quote` })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Quote (2)" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Add ${typed.name} to quote` })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Quote (2)" }).click();
  await expect(page.getByRole("heading", { name: "Products (2 of 20)" })).toBeVisible();
  for (const product of [typed, second]) await expect(line(page, product.name)).toBeVisible();
});

test("three products with quantities and notes go out as one enquiry: the inbox, the CSV export and the e-mail list them", async ({ page, db, smtp, adminEmail }) => {
  const typed = branch.typed;
  // Two from the list's cards, one from its page; the header counts them once the page has hydrated.
  await page.goto(`/products?category=${branch.category.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: `Add ${typed.name} to quote` }).click();
  await expect(page.getByRole("button", { name: `Add ${typed.name} to quote` })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: `Add ${second.name} to quote` }).click();
  await expect(page.getByRole("link", { name: "Quote (2)" })).toBeVisible();
  await page.goto(`/product/${third.id}/${third.slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: `Add ${third.name} to quote` }).click();
  await page.getByRole("link", { name: "Quote (3)" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Quote list" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Products (3 of 20)" })).toBeVisible();
  await hydrated(page);
  const entries = [
    { product: typed, quantity: "12", note: "With DIN rail kit" },
    { product: second, quantity: "3", note: "" },
    { product: third, quantity: "250", note: "Deliver to the Coimbatore plant" },
  ];
  for (const entry of entries) {
    const item = line(page, entry.product.name);
    await expect(item.getByRole("link", { name: entry.product.name })).toHaveAttribute("href", `/product/${entry.product.id}/${entry.product.slug}`);
    await expect(item).toContainText(`Model: ${entry.product.model_number}`);
    await item.getByRole("spinbutton", { name: `Quantity of ${entry.product.name}` }).fill(entry.quantity);
    await item.getByRole("textbox", { name: `Note for ${entry.product.name}` }).fill(entry.note);
  }
  await line(page, typed.name).getByRole("button", { name: `Update ${typed.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your quote list was updated." })).toBeVisible();

  // The contact part has the enquiry dialog's fields and messages; a refused send keeps the lines.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("M");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("meena@");
  await page.getByRole("button", { name: "Send quote request" }).click();
  const messages = {
    Name: "Name must be at least 2 characters",
    "Company Name": "Company name must be at least 2 characters",
    "Mobile Number": "Please enter a valid mobile number",
    Email: "Please enter a valid email address",
    Location: "Location must be at least 2 characters",
  };
  for (const [label, message] of Object.entries(messages)) {
    const field = page.getByRole("textbox", { name: label, exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(page.getByRole("textbox", { name: "Looking For", exact: true })).toHaveValue("Quotation for the listed products");
  await page.getByRole("textbox", { name: "Looking For", exact: true }).fill("");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByRole("textbox", { name: "Looking For", exact: true })).toHaveAccessibleDescription("This field is required");
  // The server says the same: a post that skips the browser's check gets the dialog's messages back.
  const refused = await page.request.post("/quote", {
    form: { intent: "send", id: String(typed.id), lineName: typed.name, quantity: "2", note: "", email: "x" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Please enter a valid email address");
  for (const entry of entries) await expect(line(page, entry.product.name).getByRole("spinbutton")).toHaveValue(entry.quantity);

  await fill(page, contact);
  await page.getByRole("textbox", { name: "Looking For", exact: true }).fill("Quotation for the Chennai expansion");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Enquiry Submitted")).toBeVisible();
  await expect(page.getByText("Your quote list is empty")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Quote \(/ })).toHaveCount(0);

  // One enquiry, its three lines in order, with the products' names and models as text.
  const stored = await db.selectFrom("enquiries").selectAll().where("email", "=", contact.Email).execute();
  expect(stored).toHaveLength(1);
  const enquiry = stored[0];
  expect(enquiry.product_id).toBeNull();
  expect(enquiry.looking_for).toBe("Quotation for the Chennai expansion");
  const lines = await listEnquiryLines(db, enquiry.id);
  expect(lines.map(({ product_id, product_name, model_number, quantity, note }) => ({ product_id, product_name, model_number, quantity, note }))).toEqual(
    entries.map((entry) => ({ product_id: entry.product.id, product_name: entry.product.name, model_number: entry.product.model_number, quantity: Number(entry.quantity), note: entry.note })),
  );

  // The e-mail to sales lists them.
  await expect.poll(() => smtp.messages.filter((message) => message.text.includes("Name: Meena Iyer")).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.messages.find((message) => message.text.includes("Name: Meena Iyer"))!;
  expect(mail.to).toContain(SALES);
  expect(mail.subject).toBe("Quote request: 3 products from Iyer Process Controls");
  expect(mail.text).toContain(`1. 12 × ${typed.name} (model QT-100)\n    Note: With DIN rail kit`);
  expect(mail.text).toContain(`2. 3 × ${second.name} (model QT-200)\n`);
  expect(mail.text).toContain(`3. 250 × ${third.name} (model QT-300)\n    Note: Deliver to the Coimbatore plant`);

  // The inbox shows the lines as a table.
  await signIn(page, adminEmail, `/admin/inbox/enquiry/${enquiry.id}`);
  const table = page.getByRole("table", { name: "Products (3)" });
  await expect(table.getByRole("row")).toHaveCount(4);
  for (const [i, entry] of entries.entries()) {
    await expect(table.getByRole("row").nth(i + 1)).toHaveText(
      new RegExp(`${entry.product.name}\\s*${entry.product.model_number}\\s*${entry.quantity}\\s*${entry.note || "—"}`),
    );
  }

  // The CSV export has them in its Lines column.
  await page.goto("/admin/inbox");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  const row = csv.split("\r\n").find((text) => text.includes("Meena Iyer"));
  expect(row).toContain(`12 × ${typed.name} (QT-100): With DIN rail kit; 3 × ${second.name} (QT-200); 250 × ${third.name} (QT-300): Deliver to the Coimbatore plant`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list is kept and sent with plain forms; a refused send keeps the contact details and the lines", async ({ page, db }) => {
    const gone = await createProduct(db, { name: "Quote Vanishing Product", category_id: branch.category.id, subcategory_id: branch.subcategory.id });
    await page.goto(`/product/${gone.id}/${gone.slug}`);
    await page.getByRole("button", { name: `Add ${gone.name} to quote` }).click();
    await expect(page).toHaveURL(/\/quote\?added=/);
    await expect(page.getByText(`${gone.name} was added to your quote list.`)).toBeVisible();
    await page.getByRole("link", { name: "Continue browsing" }).click();
    await expect(page).toHaveURL(`/product/${gone.id}/${gone.slug}`);
    await page.goto(`/product/${second.id}/${second.slug}`);
    await page.getByRole("button", { name: `Add ${second.name} to quote` }).click();

    // A quantity out of range is refused with its message; the typed contact details stay.
    await fill(page, contact);
    await line(page, second.name).getByRole("spinbutton").fill("10000");
    await line(page, second.name).getByRole("button", { name: `Update ${second.name}` }).click();
    await expect(line(page, second.name)).toContainText("Enter a whole number from 1 to 9999");
    await expect(page.getByRole("textbox", { name: "Company Name", exact: true })).toHaveValue(contact["Company Name"]);
    await line(page, second.name).getByRole("spinbutton").fill("40");
    await line(page, second.name).getByRole("textbox").fill("Spare units");
    await line(page, second.name).getByRole("button", { name: `Update ${second.name}` }).click();
    await expect(page.getByText("Your quote list was updated.")).toBeVisible();

    // A product deleted meanwhile: the send is refused, naming it, and nothing typed is lost.
    const count = async () => (await db.selectFrom("enquiries").select("id").where("email", "=", contact.Email).execute()).length;
    const before = await count();
    await deleteProduct(db, gone.id);
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page.getByText(`“${gone.name}” is no longer available. Remove it from your list, then send again.`)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(contact.Email);
    await expect(line(page, second.name).getByRole("spinbutton")).toHaveValue("40");
    expect(await count(), "nothing is stored").toBe(before);

    await line(page, gone.name).getByRole("button", { name: `Remove ${gone.name}` }).click();
    await expect(line(page, gone.name)).toHaveCount(0);
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page).toHaveURL("/quote?sent=1");
    await expect(page.getByText("Enquiry Submitted")).toBeVisible();
    const [enquiry] = await db.selectFrom("enquiries").select("id").where("email", "=", contact.Email).orderBy("id", "desc").limit(1).execute();
    const lines = await listEnquiryLines(db, enquiry.id);
    expect(lines.map((stored) => [stored.product_name, stored.quantity, stored.note])).toEqual([[second.name, 40, "Spare units"]]);
  });
});

test("on a phone the list and the form fit the width", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.context().addCookies([{ name: "quote", value: `${branch.typed.id}:2:On%20a%20phone.${second.id}:1:`, url: baseURL! }]);
  await page.goto("/quote");
  await expect(page.getByRole("heading", { name: "Products (2 of 20)" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
