import { createServer } from "node:net";
import type { Locator } from "@playwright/test";
import { listEnquiries } from "~/content/enquiry/repository.server";
import { startSmtpSink } from "~/mail/smtp-sink";
import { clearRateLimit } from "~/spam/rate-limit.server";
import { signIn, test as base, expect } from "./admin-session";
import { createCatalogueBranch, skipPopups, waitForCategory } from "./catalogue-data";
import { findServerTemplate, startTestServer } from "./test-server";

// Issue 15, surviving failures: with the mail server down, an enquiry is stored and acknowledged at
// once; its e-mail waits in the outbox, the inbox says so, and it goes out when the server is back.

/** A port with nothing listening on it: the mail server that is down. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const test = base.extend<object, { smtpPort: number }>({
  smtpPort: [async ({}, use) => use(await freePort()), { scope: "worker" }],
  server: [
    async ({ database, smtpPort }, use, workerInfo) => {
      const server = await startTestServer(findServerTemplate(database), `smtp-down#${workerInfo.workerIndex}`, {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SALES_EMAIL: "sales@showroom.test",
        // Looks for due mail often, so the test needn't wait the default 15 s.
        MAIL_OUTBOX_POLL_MS: "300",
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 200_000 },
  ],
});

const fill = async (scope: Locator, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await scope.getByRole("textbox", { name: label, exact: true }).fill(value);
};

test("with the mail server down an enquiry is stored and acknowledged, waits in the outbox, and is e-mailed once the server is back", async ({
  page,
  db,
  request,
  adminEmail,
  smtpPort,
}) => {
  const branch = await createCatalogueBranch(db, "Outbox");
  try {
    await skipPopups(page, db);
    await waitForCategory(request, branch.category.id);
    await page.goto(`/product/${branch.typed.id}/${branch.typed.slug}`);
    await page.getByRole("link", { name: "Enquiry", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Product Enquiry" });
    await fill(dialog, {
      Name: "Outbox Visitor",
      "Company Name": "Rao Automation",
      "Mobile Number": "+91 98765 43210",
      Email: "asha@rao.example",
      Location: "Chennai, Tamil Nadu, India",
    });
    const started = Date.now();
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByText("Thank you for your enquiry. We will get back to you soon!")).toBeVisible();
    expect(Date.now() - started, "the answer does not wait on the mail server").toBeLessThan(5_000);

    const [stored] = (await listEnquiries(db)).filter((enquiry) => enquiry.name === "Outbox Visitor");
    expect(stored).toMatchObject({ product_id: branch.typed.id, mail_status: "queued" });
    const outbox = () =>
      db.selectFrom("mail_outbox").selectAll().where("source_table", "=", "enquiries").where("source_id", "=", stored.id).executeTakeFirstOrThrow();
    await expect.poll(async () => (await outbox()).attempts).toBeGreaterThanOrEqual(1);
    expect(await outbox()).toMatchObject({ status: "queued", to_address: "sales@showroom.test" });
    expect((await outbox()).last_error).toMatch(/ECONNREFUSED/);

    // Staff see the enquiry, and why its e-mail has not gone out.
    await signIn(page, adminEmail);
    await page.goto(`/admin/inbox/enquiry/${stored.id}`);
    const copy = page.getByRole("definition").filter({ hasText: "Waiting to be sent by e-mail" });
    await expect(copy).toContainText(/1 attempt failed so far; next try \d+ \w+ \d{4}, \d\d:\d\d UTC\./);
    await expect(copy).toContainText("ECONNREFUSED");

    // The mail server comes back; the retry falls due (moved forward rather than waited for).
    const sink = await startSmtpSink({ port: smtpPort });
    try {
      await db.updateTable("mail_outbox").set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", (await outbox()).id).execute();
      await expect.poll(() => sink.messages.filter((message) => message.text.includes("Name: Outbox Visitor")).length, { timeout: 15_000 }).toBe(1);
      const mail = sink.messages.find((message) => message.text.includes("Name: Outbox Visitor"))!;
      expect(mail.to).toEqual(["sales@showroom.test"]);
      expect(mail.replyTo).toBe("asha@rao.example");
      await expect.poll(async () => (await outbox()).status).toBe("sent");
      expect((await listEnquiries(db)).find((enquiry) => enquiry.id === stored.id)?.mail_status).toBe("sent");
      await page.reload();
      await expect(page.getByRole("definition").filter({ hasText: "Sent to the team by e-mail" })).toBeVisible();
      await expect(page.getByText("failed so far")).toHaveCount(0);
    } finally {
      await sink.close();
    }
  } finally {
    await clearRateLimit(db, "enquiry:127.0.0.1");
    await branch.remove();
  }
});
