import type { Page } from "@playwright/test";
import { createCategory } from "~/content/category/repository.server";
import type { Db } from "~/db/connection.server";
import { createTestAdmin, expect, fillSignIn, signIn, test, waitForHydration } from "./admin-session";

// Issue 13, part 5: the audit log. Each test does something as a person would, then checks the entry
// in the database and on the Audit Log screen, found with the screen's own filters.

test.describe.configure({ timeout: 120_000 });

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Opens the Audit Log, sets the filters through its form, and returns the rows' texts. */
async function filterAuditLog(page: Page, filters: { action?: string; target?: string; targetId?: string }) {
  await page.goto("/admin/audit");
  await waitForHydration(page);
  const form = page.getByRole("search", { name: "Filter the audit log" });
  if (filters.action) await form.getByRole("combobox", { name: "Action" }).selectOption({ label: filters.action });
  if (filters.target) await form.getByRole("combobox", { name: "Target", exact: true }).selectOption({ label: filters.target });
  if (filters.targetId) await form.getByRole("textbox", { name: "Target ID" }).fill(filters.targetId);
  await form.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?/);
  return page.getByRole("table", { name: "Audit log" }).getByRole("row");
}

const entriesOf = (db: Db, target: string, targetId: string) =>
  db
    .selectFrom("audit_log")
    .select(["actor_id", "actor_name", "action", "changes", "ip_address", "user_agent", "request_id"])
    .where("target_type", "=", target)
    .where("target_id", "=", targetId)
    .orderBy("id")
    .execute();

test("a content edit leaves an entry with who, what changed, address and request, and the edit screen says who edited last", async ({ page, db, adminEmail }) => {
  const name = unique("Audited Category");
  const category = await createCategory(db, { name });
  await signIn(page, adminEmail, `/admin/categories?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  const form = page.getByRole("form", { name: "Edit Category" });
  // Made outside the panel, so the log has no edit of it yet.
  await expect(form.getByText(/^Last edited by/)).toHaveCount(0);
  await form.getByRole("textbox", { name: "Name" }).fill(`${name} v2`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category updated successfully", { exact: true })).toBeVisible();

  const admin = await db.selectFrom("user").select(["id", "name"]).where("email", "=", adminEmail).executeTakeFirstOrThrow();
  const [entry, ...more] = await entriesOf(db, "category", String(category.id));
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ actor_id: admin.id, actor_name: admin.name, action: "update", ip_address: expect.stringMatching(/127\.0\.0\.1/) });
  expect(JSON.parse(entry.changes)).toEqual({ name: [name, `${name} v2`] });
  expect(entry.user_agent).toContain("Chrom");
  expect(entry.request_id).toMatch(/^[\w-]{8,}$/);

  await page.getByRole("link", { name: `Edit ${name} v2` }).click();
  await expect(page.getByRole("form", { name: "Edit Category" }).getByText(`Last edited by ${admin.name}, just now`)).toBeVisible();

  const rows = await filterAuditLog(page, { action: "Updated", target: "Category", targetId: String(category.id) });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(admin.name);
  await expect(rows.nth(1)).toContainText(`Category #${category.id}`);
  await expect(rows.nth(1)).toContainText(`name: ${name} → ${name} v2`);
  await expect(rows.nth(1)).toContainText(entry.request_id ?? "");
  // The export takes the same filters.
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", new RegExp(`^/admin/audit/export\\.csv\\?.*action=update&target=category&targetId=${category.id}(&|$)`));
  const csv = await page.request.get(`/admin/audit/export.csv?action=update&target=category&targetId=${category.id}`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${admin.name},${admin.id},Updated,Category,${category.id},name: ${name} → ${name} v2,`);
});

test("a failed sign-in is logged with the e-mail typed and the account it names, and shows under its filter", async ({ page, db, adminEmail, browser, baseURL }) => {
  const email = `${unique("target")}@showroom.test`;
  await createTestAdmin(db, email);
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/admin/login");
  await waitForHydration(visitor);
  await fillSignIn(visitor, email, "not the password at all");
  await expect(visitor.getByText("Invalid email or password")).toBeVisible();
  await visitor.context().close();

  const account = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const [entry, ...more] = await entriesOf(db, "user", account.id);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ actor_id: null, actor_name: email, action: "sign-in-failed", ip_address: expect.stringMatching(/127\.0\.0\.1/) });
  expect(JSON.parse(entry.changes)).toEqual({ reason: [null, "wrong e-mail or password"] });

  await signIn(page, adminEmail, "/admin/dashboard");
  const rows = await filterAuditLog(page, { action: "Failed sign-in", target: "User", targetId: account.id });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(email);
  await expect(rows.nth(1)).toContainText("Failed sign-in");
  await expect(rows.nth(1)).toContainText("reason: – → wrong e-mail or password");
});

test("a role change is logged as the user's update, before and after, by the administrator who made it", async ({ page, db, adminEmail }) => {
  const email = `${unique("promoted")}@showroom.test`;
  await createTestAdmin(db, email);
  await db.updateTable("user").set({ role: "editor", name: "Edna Editor" }).where("email", "=", email).execute();
  const member = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();

  await signIn(page, adminEmail, `/admin/users?q=${encodeURIComponent(email)}`);
  await page.getByRole("row").filter({ hasText: email }).getByRole("link", { name: /^Edit / }).click();
  const form = page.getByRole("form", { name: /^Edit User: / });
  await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Support" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();

  const admin = await db.selectFrom("user").select(["id", "name"]).where("email", "=", adminEmail).executeTakeFirstOrThrow();
  const entries = await entriesOf(db, "user", member.id);
  expect(entries.map((entry) => entry.action)).toEqual(["update"]);
  expect(entries[0]).toMatchObject({ actor_id: admin.id, actor_name: admin.name });
  expect(JSON.parse(entries[0].changes)).toEqual({ role: ["editor", "support"] });

  const rows = await filterAuditLog(page, { target: "User", targetId: member.id });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Updated");
  await expect(rows.nth(1)).toContainText("role: editor → support");
  await expect(rows.nth(1)).toContainText(admin.name);
});
