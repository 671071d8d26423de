import { listMessages } from "~/content/message/repository.server";
import { expect, test } from "./fixtures";
import { dismissActivePopups } from "./public-helpers";

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe("support and contact forms", () => {
  test.beforeEach(async ({ page, db }) => {
    await dismissActivePopups(page, db);
  });

  test("a support request is stored and confirmed, and the form is emptied", async ({ page, db }) => {
    const subject = `Touch offset ${stamp()}`;
    await page.goto("/support");
    const form = page.getByRole("region", { name: "Submit a Support Request" });
    await form.getByLabel("First Name").fill("Asha");
    await form.getByLabel("Last Name").fill("Rao");
    await form.getByLabel("Email").fill("asha@rao.example");
    await form.getByLabel("Company").fill("Rao Automation");
    await form.getByLabel("Phone").fill("+91 98765 43210");
    await form.getByLabel("Product").fill("SPC-1560");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("The touch screen is offset by 5 mm after the update.");
    await form.getByRole("button", { name: "Submit Request" }).click();

    await expect(form.getByRole("status")).toHaveText(
      "Thank you! Your support request has been received. Our team will get back to you within 24 hours.",
    );
    await expect(form.getByLabel("Subject")).toHaveValue("");
    const stored = (await listMessages(db, { kind: "support" })).find((message) => message.subject === subject);
    expect(stored).toMatchObject({
      first_name: "Asha",
      last_name: "Rao",
      email: "asha@rao.example",
      company: "Rao Automation",
      phone: "+91 98765 43210",
      product: "SPC-1560",
      message: "The touch screen is offset by 5 mm after the update.",
      status: "new",
      mail_status: "not_configured",
    });
  });

  test("the browser asks for the required fields and the e-mail format before sending", async ({ page, db }) => {
    const before = (await listMessages(db)).length;
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a Message" });
    for (const label of ["First Name", "Last Name", "Email", "Subject", "Message"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.getByLabel("First Name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(form.getByRole("status")).toHaveCount(0);
    expect(await listMessages(db)).toHaveLength(before);
  });

  test("a contact message is stored without JavaScript too", async ({ browser, baseURL, db }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const subject = `Distributor enquiry ${stamp()}`;
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByLabel("First Name").fill("Vikram");
    await form.getByLabel("Last Name").fill("Iyer");
    await form.getByLabel("Email").fill("vikram@iyer.example");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("We would like to distribute your kiosks in Kerala.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Thank you for contacting us! Your message has been received and we will get back to you soon.",
    );
    const stored = (await listMessages(db, { kind: "contact" })).find((message) => message.subject === subject);
    expect(stored).toMatchObject({ first_name: "Vikram", last_name: "Iyer", company: null, phone: null, kind: "contact" });
    await context.close();
  });

  test("the server refuses what the browser did not check, keeping the values", async ({ request, db }) => {
    const before = (await listMessages(db)).length;
    const response = await request.post("/contact", {
      form: { form: "contact-message", firstName: "Vikram", lastName: "", email: "not-an-email", subject: "Hi", message: "" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Last name is required");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Message is required");
    expect(html).toContain('value="Vikram"');
    expect(await listMessages(db)).toHaveLength(before);
  });
});
