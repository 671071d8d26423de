import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import { listEnquiries } from "~/content/enquiry/repository.server";
import { startSmtpSink } from "~/mail/smtp-sink";
import { formRateLimits } from "~/spam/policies";
import { clearRateLimit, consumeRateLimit } from "~/spam/rate-limit.server";
import { test as base, expect } from "./fixtures";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";
import { findServerTemplate, startTestServer } from "./test-server";

const SALES = "sales@showroom.test";

/** This file's server e-mails enquiries to a local SMTP sink that holds each message for 300 ms. */
const test = base.extend<object, { smtp: Awaited<ReturnType<typeof startSmtpSink>> }>({
  smtp: [
    async ({}, use) => {
      const sink = await startSmtpSink({ delayMs: 300 });
      await use(sink);
      await sink.close();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ database, smtp }, use, workerInfo) => {
      const server = await startTestServer(findServerTemplate(database), `enquiry#${workerInfo.workerIndex}`, {
        SMTP_URL: smtp.url,
        SALES_EMAIL: SALES,
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 200_000 },
  ],
});

const valid = {
  Name: "Asha Rao",
  "Company Name": "Rao Automation",
  "Mobile Number": "+91 98765 43210",
  Email: "asha@rao.example",
  Location: "Chennai, Tamil Nadu, India",
};

let branch: Awaited<ReturnType<typeof createCatalogueBranch>>;
test.beforeAll(async ({ db }) => {
  branch = await createCatalogueBranch(db, "Enquiry");
});
test.afterAll(async ({ db }) => {
  await clearRateLimit(db, "enquiry:127.0.0.1");
  await branch.remove();
});
test.beforeEach(async ({ page, db, request }) => {
  await skipPopups(page, db);
  await waitForCategory(request, branch.category.id);
});

const productUrl = () => `/product/${branch.typed.id}/${branch.typed.slug}`;
const fill = async (scope: Locator, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await scope.getByRole("textbox", { name: label, exact: true }).fill(value);
};

test("each invalid field shows the spec's message, on submit and then as you type", async ({ page }) => {
  await page.goto(productUrl());
  await page.getByRole("link", { name: "Enquiry", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Product Enquiry" });
  await expect(dialog).toBeVisible();

  // Asterisks on five labels, the placeholders, and lookingFor prefilled with the product name.
  await expect(dialog.getByText("*")).toHaveCount(5);
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("placeholder", "Your full name");
  await expect(dialog.getByRole("textbox", { name: "Company Name", exact: true })).toHaveAttribute("placeholder", "Your company name");
  await expect(dialog.getByRole("textbox", { name: "Mobile Number", exact: true })).toHaveAttribute("placeholder", /^\+\d/);
  await expect(dialog.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("placeholder", /@/);
  await expect(dialog.getByRole("textbox", { name: "Location", exact: true })).toHaveAttribute("placeholder", "City, State, Country");
  const lookingFor = dialog.getByRole("textbox", { name: "Looking For", exact: true });
  await expect(lookingFor).toHaveAttribute("placeholder", "Product or service");
  await expect(lookingFor).toHaveValue("Enquiry Typed Product");

  // Nothing is checked before the first submit.
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("A");
  await expect(dialog.getByText("Name must be at least 2 characters")).toHaveCount(0);

  await fill(dialog, { "Company Name": "R", "Mobile Number": "12345", Email: "asha@", Location: "C" });
  await lookingFor.fill("P");
  await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
  const messages = {
    Name: "Name must be at least 2 characters",
    "Company Name": "Company name must be at least 2 characters",
    "Mobile Number": "Please enter a valid mobile number",
    Email: "Please enter a valid email address",
    Location: "Location must be at least 2 characters",
    "Looking For": "This field is required",
  };
  for (const [label, message] of Object.entries(messages)) {
    const field = dialog.getByRole("textbox", { name: label, exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();

  // After the first submit, each change re-checks: fixing a field clears its message.
  await fill(dialog, valid);
  await lookingFor.fill("Panel PCs");
  for (const message of Object.values(messages)) await expect(dialog.getByText(message)).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Mobile Number", exact: true }).fill("98765");
  await expect(dialog.getByText("Please enter a valid mobile number")).toBeVisible();

  // The open dialog, with a message showing, passes an accessibility scan.
  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("a valid enquiry is stored with its product, e-mailed to sales, and the dialog resets and closes", async ({ page, db, smtp }) => {
  // The answer no longer waits on the mail server: hold the post a moment to see the busy button.
  await page.route("**/api/products/*/enquiries", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fallback();
  });
  await page.goto(productUrl());
  await page.getByRole("link", { name: "Enquiry", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Product Enquiry" });
  await fill(dialog, { ...valid, Name: "Valid Visitor" });
  const submit = dialog.getByRole("button", { name: "Submit Enquiry" });
  await submit.click();
  const busy = dialog.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeDisabled();

  await expect(page.getByText("Enquiry Submitted")).toBeVisible();
  await expect(page.getByText("Thank you for your enquiry. We will get back to you soon!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const [stored] = (await listEnquiries(db)).filter((enquiry) => enquiry.name === "Valid Visitor");
  expect(stored).toMatchObject({
    product_id: branch.typed.id,
    product_name: "Enquiry Typed Product",
    company_name: "Rao Automation",
    mobile_number: "+91 98765 43210",
    email: "asha@rao.example",
    location: "Chennai, Tamil Nadu, India",
    looking_for: "Enquiry Typed Product",
    status: "new",
  });
  // Sent from the outbox just after the answer.
  await expect
    .poll(async () => (await listEnquiries(db)).find((enquiry) => enquiry.id === stored.id)?.mail_status)
    .toBe("sent");
  const mail = smtp.messages.find((message) => message.text.includes("Name: Valid Visitor"));
  expect(mail?.to).toEqual([SALES]);
  expect(mail?.replyTo).toBe("asha@rao.example");
  expect(mail?.subject).toBe("Enquiry: Enquiry Typed Product from Rao Automation");
  expect(mail?.text).toContain(`${productUrl()}`);

  // Opening it again shows a fresh form.
  await page.getByRole("link", { name: "Enquiry", exact: true }).click();
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  await expect(dialog.getByRole("textbox", { name: "Looking For", exact: true })).toHaveValue("Enquiry Typed Product");
});

test("when the server cannot take the enquiry, an error toast shows and the dialog stays open with the values", async ({ page }) => {
  await page.route("**/api/products/*/enquiries", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
  await page.goto(productUrl());
  await page.getByRole("link", { name: "Enquiry", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Product Enquiry" });
  await fill(dialog, valid);
  await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
  const toast = page.getByRole("listitem").filter({ hasText: "There was an error submitting your enquiry. Please try again." });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Error");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Asha Rao");
  await expect(dialog.getByRole("button", { name: "Submit Enquiry" })).toBeEnabled();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is a plain POST with the same messages, and a valid one is stored and e-mailed", async ({ page, db, smtp }) => {
    await page.goto(productUrl());
    await page.getByRole("link", { name: "Enquiry", exact: true }).click();
    await expect(page).toHaveURL(`${productUrl()}?enquiry#enquiry`);
    const form = page.getByRole("region", { name: "Product Enquiry" });
    await fill(form, { ...valid, Name: "N", Email: "not-an-email" });
    await form.getByRole("button", { name: "Submit Enquiry" }).click();

    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveAccessibleDescription("Please enter a valid email address");
    // Nothing typed is lost.
    await expect(form.getByRole("textbox", { name: "Company Name", exact: true })).toHaveValue("Rao Automation");
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("not-an-email");

    await fill(form, { Name: "No Script Visitor", Email: "noscript@rao.example" });
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    // Post/redirect/get: a reload shows the confirmation without sending again.
    await expect(page).toHaveURL(`${productUrl()}?enquiry=sent#enquiry`);
    await expect(form.getByRole("status")).toContainText("Enquiry Submitted");
    await expect(form.getByRole("status")).toContainText("Thank you for your enquiry. We will get back to you soon!");

    const [stored] = (await listEnquiries(db)).filter((enquiry) => enquiry.name === "No Script Visitor");
    expect(stored).toMatchObject({ product_id: branch.typed.id, email: "noscript@rao.example" });
    await expect.poll(() => smtp.messages.some((message) => message.text.includes("Name: No Script Visitor"))).toBe(true);
    await expect
      .poll(async () => (await listEnquiries(db)).find((enquiry) => enquiry.id === stored.id)?.mail_status)
      .toBe("sent");
  });

  test("a filled honeypot is refused and nothing is stored", async ({ page, db }) => {
    await page.goto(`${productUrl()}?enquiry`);
    const form = page.getByRole("region", { name: "Product Enquiry" });
    await fill(form, { ...valid, Name: "Honeypot Bot" });
    await page.locator('input[name="website"]').fill("http://spam.example");
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(form.getByRole("alert")).toHaveText("There was an error submitting your enquiry. Please try again.");
    expect((await listEnquiries(db)).filter((enquiry) => enquiry.name === "Honeypot Bot")).toEqual([]);
  });

  test("over the per-IP limit the visitor is told when to try again", async ({ page, db }) => {
    const key = "enquiry:127.0.0.1";
    for (let i = 0; i < formRateLimits.enquiry.limit; i++) await consumeRateLimit(db, key, formRateLimits.enquiry);
    try {
      await page.goto(`${productUrl()}?enquiry`);
      const form = page.getByRole("region", { name: "Product Enquiry" });
      await fill(form, { ...valid, Name: "Too Many" });
      await form.getByRole("button", { name: "Submit Enquiry" }).click();
      await expect(form.getByRole("alert")).toHaveText(/^Too many submissions from your network\. Please try again in \d+ minutes?\.$/);
      await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Too Many");
      expect((await listEnquiries(db)).filter((enquiry) => enquiry.name === "Too Many")).toEqual([]);
    } finally {
      await clearRateLimit(db, key);
    }
  });
});
