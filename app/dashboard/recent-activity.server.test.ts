import { expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import type { AuditAction, AuditTarget } from "~/audit/actions";
import { recordAudit } from "~/audit/audit-log.server";
import { createCategory, deleteCategory } from "~/content/category/repository.server";
import { createMessage } from "~/content/message/repository.server";
import { productDefinition } from "~/content/product/definition";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import { moveToTrash } from "~/content/trash/trash.server";
import { inTransaction } from "~/db/transaction.server";
import { readRecentActivity, RECENT_ACTIVITY } from "./recent-activity.server";

const source = { actorId: "u1", actorName: "Priya", ip: null, userAgent: null, requestId: null };
const audit = (db: Db, action: AuditAction, targetType: AuditTarget, targetId: number | string | null) => recordAudit(db, source, { action, targetType, targetId });

describeEachDatabase("recent activity", (getDb) => {
  it("lists the newest entries a role may act on, each linked to its record while it exists", async () => {
    const db = getDb();
    const category = await createCategory(db, { name: "Activity" });
    const product = await createProduct(db, { name: "Activity PC", category_id: category.id });
    const gone = await createCategory(db, { name: "Gone" });
    await deleteCategory(db, gone.id);
    const message = await createMessage(db, { kind: "contact", first_name: "M", last_name: "N", email: "m@example.com", subject: "Visit", message: "Hello" });

    await audit(db, "sign-in", "user", "u1");
    await audit(db, "update", "product", product.id);
    await audit(db, "delete", "category", gone.id);
    await audit(db, "update", "message", message.id);
    await audit(db, "update", "settings", null);
    await audit(db, "update", "driver", 999);

    const admin = await readRecentActivity(db, "administrator");
    expect(admin.map((entry) => [entry.action, entry.target, entry.link])).toEqual([
      ["Updated", "Driver", null],
      ["Updated", "Site settings", { href: "/admin/settings", text: "Site Settings" }],
      ["Updated", "Message", { href: `/admin/inbox/contact/${message.id}`, text: "“Visit”" }],
      ["Deleted", "Category", null],
      ["Updated", "Product", { href: `/admin/products?edit=${product.id}`, text: "“Activity PC”" }],
      ["Signed in", "", null],
    ]);
    expect(admin[0]).toMatchObject({ actor: "Priya", ago: "just now" });

    // Editors: content, drivers and the inbox; no sign-ins or settings.
    expect((await readRecentActivity(db, "editor")).map((entry) => entry.target)).toEqual(["Driver", "Message", "Category", "Product"]);
    // Support: drivers and the inbox only.
    expect((await readRecentActivity(db, "support")).map((entry) => entry.target)).toEqual(["Driver", "Message"]);

    for (let i = 0; i < RECENT_ACTIVITY; i++) await audit(db, "update", "category", category.id);
    const last = await readRecentActivity(db, "administrator");
    expect(last).toHaveLength(RECENT_ACTIVITY);
    expect(last.every((entry) => entry.link?.href === `/admin/categories?edit=${category.id}`)).toBe(true);
  });

  it("links an entry about a record in the trash to it there, by its name", async () => {
    const db = getDb();
    const product = await createProduct(db, { name: "Trashed & activity PC" });
    await audit(db, "update", "product", product.id);
    await inTransaction(db, (trx) => moveToTrash(trx, productDefinition, product.id, () => deleteProduct(trx, product.id), { id: "u1", name: "Priya" }));
    await audit(db, "trash", "product", product.id);
    const [trashed, updated] = await readRecentActivity(db, "editor");
    const link = { href: `/admin/trash?kind=product&q=Trashed+%26+activity+PC`, text: "“Trashed & activity PC” in the trash" };
    expect([trashed.action, trashed.link]).toEqual(["Moved to trash", link]);
    expect(updated.link).toEqual(link);
  });
});
