import { startSmtpSink } from "~/mail/smtp-sink";
import { expect, signIn, test as base, waitForHydration } from "./admin-session";
import { findServerTemplate, startTestServer } from "./test-server";

/** This file's server sends mail to a local SMTP sink, so an invitation really leaves the app by e-mail. */
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
      const server = await startTestServer(findServerTemplate(database), `staff-mail#${workerInfo.workerIndex}`, { SMTP_URL: smtp.url });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 200_000 },
  ],
});

test.describe.configure({ timeout: 90_000 });

test("with SMTP configured, the invitation is e-mailed with its link, which the invitee uses to join as support", async ({ page, adminEmail, smtp, browser, baseURL }) => {
  const email = `mailed-${Date.now()}@showroom.test`;
  await signIn(page, adminEmail, "/admin/users?new=1");
  const form = page.getByRole("form", { name: "Invite User" });
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Support" });
  await form.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByText(`An e-mail with the invitation link was sent to ${email}.`)).toBeVisible();
  // The link is in the mail only, not on the page.
  await expect(page.getByRole("textbox", { name: "Invitation link" })).toHaveCount(0);

  await expect.poll(() => smtp.messages.filter((message) => message.to.includes(email)).length).toBe(1);
  const mail = smtp.messages.find((message) => message.to.includes(email))!;
  expect(mail.subject).toBe("Your invitation to the Showroom admin panel");
  expect(mail.text).toContain("as Support");
  const link = /^(http\S+\/admin\/invite\?token=\S+)$/m.exec(mail.text)?.[1];
  expect(link?.startsWith(`${baseURL}/admin/invite?token=`)).toBe(true);

  const invitee = await (await browser.newContext({ baseURL })).newPage();
  await invitee.goto(link!);
  await waitForHydration(invitee);
  await invitee.getByRole("textbox", { name: "Name" }).fill("Sam Support");
  await invitee.getByLabel(/^Password/).fill("mailed invitation password 1");
  await invitee.getByLabel("Repeat password").fill("mailed invitation password 1");
  await invitee.getByRole("button", { name: "Create Account" }).click();
  await expect(invitee.getByText("Role: Support")).toBeVisible();
  await invitee.context().close();
});
