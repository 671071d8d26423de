import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { formatReceived } from "~/components/admin/inbox-labels";
import { createCategory } from "~/content/category/repository.server";
import { createHeroSection } from "~/content/hero-section/repository.server";
import { setInboxStatus } from "~/content/inbox/repository.server";
import { createMessage } from "~/content/message/repository.server";
import { createPopup } from "~/content/popup/repository.server";
import { productDefinition } from "~/content/product/definition";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import { moveToTrash } from "~/content/trash/trash.server";
import { inTransaction } from "~/db/transaction.server";
import { claimMail, queueMail, recordAttempt } from "~/mail/outbox-repository.server";
import type { Db } from "~/db/connection.server";
import { readScans } from "./health-scans.server";
import { failedMail, healthChecks, readContentHealth } from "./site-health.server";

// The saves check unpublish times against the real clock, so the checks are read as of now, to the minute.
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 19);

/** A support request whose e-mail copy the outbox gave up on. */
async function withFailedCopy(db: Db, subject: string) {
  const message = await createMessage(db, { kind: "support", first_name: "Gopal", last_name: "S", email: "g@example.com", subject, message: "Help" });
  const id = await queueMail(db, { to: "support@example.com", subject, text: "Help" }, { table: "messages", id: message.id }, new Date());
  const claimed = await claimMail(db, id, new Date(), new Date(Date.now() + 60_000));
  await recordAttempt(db, claimed!, { status: "failed", at: new Date(), error: "550 mailbox unavailable", nextAttemptAt: new Date() });
  return message;
}

describeEachDatabase("site health checks", (getDb) => {
  it("finds each seeded problem, and nothing where there is none", async () => {
    const db = getDb();
    const empty = await readContentHealth(db, NOW);
    expect([empty.deleted.count, empty.discontinued.count, empty.ending.count]).toEqual([0, 0, 0]);

    const category = await createCategory(db, { name: "Health" });
    const gone = await createProduct(db, { name: "Gone successor", category_id: category.id });
    const orphan = await createProduct(db, { name: "Orphaned EOL", category_id: category.id, lifecycle_status: "eol", last_order_date: "2027-01-01", successor_id: gone.id });
    const ended = await createProduct(db, { name: "Ended line", category_id: category.id, lifecycle_status: "discontinued" });
    const pointing = await createProduct(db, { name: "Points at ended", category_id: category.id, lifecycle_status: "nrnd", successor_id: ended.id });
    const draft = await createProduct(db, { name: "Draft product", category_id: category.id, publish_status: "draft" });
    const binned = await createProduct(db, { name: "Binned product", category_id: category.id });
    await createHeroSection(db, { h1_text: "Deleted link", button_text: "Go", url_link: `/product/${gone.id}/gone-successor`, is_active: true });
    await createPopup(db, { title: "Draft link", link: `/product/${draft.id}`, display_pages: ["all"] });
    await createHeroSection(db, { h1_text: "Fine link", button_text: "Go", url_link: `/product/${pointing.id}`, is_active: true });
    const soon = await createHeroSection(db, { h1_text: "Ends soon", button_text: "Go", url_link: "/products", is_active: true, unpublish_at: inDays(3) });
    await createPopup(db, { title: "Ends later", display_pages: ["all"], unpublish_at: inDays(10) });
    await createPopup(db, { title: "Ends soon but off", display_pages: ["all"], is_active: false, unpublish_at: inDays(2) });
    // A successor deleted by other means than the product screen (whose delete clears it): a restore, an import.
    await db.updateTable("products").set({ successor_id: null }).where("id", "=", orphan.id).execute();
    await deleteProduct(db, gone.id);
    await db.updateTable("products").set({ successor_id: gone.id }).where("id", "=", orphan.id).execute();
    // A product in the trash is named, so staff know a restore mends the link.
    await createPopup(db, { title: "Trashed link", link: `/product/${binned.id}/binned-product`, display_pages: ["all"] });
    await inTransaction(db, (trx) => moveToTrash(trx, productDefinition, binned.id, () => deleteProduct(trx, binned.id), { id: "tester", name: "Tessa Tester" }));
    const awaiting = await createProduct(db, { name: "Waits for binned", category_id: category.id, lifecycle_status: "nrnd" });
    await db.updateTable("products").set({ successor_id: binned.id }).where("id", "=", awaiting.id).execute();

    const health = await readContentHealth(db, NOW);
    expect(health.deleted.items.map((item) => item.text)).toEqual([
      `Product “Orphaned EOL” names a successor (#${gone.id}) that was deleted.`,
      `Product “Waits for binned” names a successor (“Binned product”, #${binned.id}) that is in the trash.`,
      `Hero section “Deleted link” links to product #${gone.id}, which was deleted.`,
      "Popup “Draft link” links to “Draft product”, which is not on the site now.",
      "Popup “Trashed link” links to “Binned product”, which is in the trash.",
    ]);
    expect(health.deleted.items[0].href).toBe(`/admin/products?edit=${orphan.id}&tab=basic#product-section-basic`);
    expect(health.deleted.items[2].href).toMatch(/^\/admin\/hero-sections\?edit=\d+$/);
    expect(health.deleted.count).toBe(5);
    expect(health.discontinued.items).toEqual([
      { key: `discontinued-${pointing.id}`, text: "Product “Points at ended” names “Ended line” as its successor, which is discontinued.", href: `/admin/products?edit=${pointing.id}&tab=basic#product-section-basic`, action: "Choose another successor" },
    ]);
    expect(health.ending.items).toEqual([
      { key: `hero-section-${soon.id}`, text: `Hero section “Ends soon” stops showing on ${formatReceived(`${inDays(3)}Z`)}.`, href: `/admin/hero-sections?edit=${soon.id}`, action: "Extend or replace it" },
    ]);

    // Failed copies of items nobody has picked up; one already handled is not listed.
    const waiting = await withFailedCopy(db, "Still new");
    const handled = await withFailedCopy(db, "Handled meanwhile");
    await setInboxStatus(db, "support", handled.id, "in_progress");
    const mail = await failedMail(db);
    expect(mail.count).toBe(1);
    expect(mail.items[0].href).toBe(`/admin/inbox/support/${waiting.id}`);
    expect(mail.items[0].text).toMatch(/^The e-mail copy of the support request from Gopal S \(.+ UTC\) was not sent after 1 attempts\. The mail server said: 550 mailbox unavailable$/);

    const checks = healthChecks(health, await readScans(db), mail);
    expect(checks.map((check) => [check.id, check.area, check.count])).toEqual([
      ["missing-files", "content", 0],
      ["deleted-products", "content", 5],
      ["discontinued-successors", "content", 1],
      ["ending-soon", "content", 1],
      ["missing-downloads", "drivers", 0],
      ["checksums", "drivers", 0],
      ["failed-mail", "inbox", 1],
    ]);
    // The checks of stored files have not run in this database: they say so rather than "all is well".
    expect(checks.filter((check) => !check.checked).map((check) => check.id)).toEqual(["missing-files", "missing-downloads", "checksums"]);
    expect(checks.find((check) => check.id === "checksums")?.empty).toBe("Not checked yet: the check runs in the background.");
  });
});
