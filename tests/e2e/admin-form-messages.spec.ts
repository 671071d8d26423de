import { expect, signIn, test } from "./admin-session";

// Issue 12, items 11 and 17: a refused list entry shows the spec's message at its own field.

test("a specification row with an empty detail shows the spec's message at the detail, which gets the focus", async ({ page, adminEmail, db }) => {
  const name = `E2E spec row ${Date.now().toString(36)}`;
  await signIn(page, adminEmail, "/admin/products?new=1");
  const form = page.getByRole("form", { name: "Add Product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("tab", { name: "Specifications" }).click();
  await form.getByRole("button", { name: "Add specification group" }).click();
  await form.getByRole("textbox", { name: "Group 1 name" }).fill("Power");
  await form.getByRole("button", { name: "Add specification to group 1" }).click();
  await form.getByRole("textbox", { name: "Specification 1 name" }).fill("Input voltage");
  await form.getByRole("button", { name: "Save" }).click();

  const detail = form.getByRole("textbox", { name: "Specification 1 detail" });
  await expect(detail).toBeFocused();
  await expect(detail).toHaveAttribute("aria-invalid", "true");
  await expect(detail).toHaveAccessibleDescription("A specification needs non-empty group name, spec name and detail");

  // An empty name is caught at the name, and nothing was stored either time.
  await detail.fill("12-24 V DC");
  await form.getByRole("textbox", { name: "Specification 1 name" }).fill(" ");
  await form.getByRole("button", { name: "Save" }).click();
  const specName = form.getByRole("textbox", { name: "Specification 1 name" });
  await expect(specName).toBeFocused();
  await expect(specName).toHaveAccessibleDescription("A specification needs non-empty group name, spec name and detail");
  expect(await db.selectFrom("products").select("id").where("name", "=", name).execute()).toEqual([]);

  await specName.fill("Input voltage");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product created successfully", { exact: true })).toBeVisible();
  const saved = await db.selectFrom("products").select("specification_groups").where("name", "=", name).executeTakeFirstOrThrow();
  expect(JSON.parse(saved.specification_groups as string)).toEqual([{ group_name: "Power", specifications: { "Input voltage": "12-24 V DC" } }]);
  await db.deleteFrom("products").where("name", "=", name).execute();
});

test("an empty solution highlight is refused with the spec's message at the highlight, not dropped without a word", async ({ page, adminEmail, db }) => {
  const title = `E2E highlight ${Date.now().toString(36)}`;
  await signIn(page, adminEmail, "/admin/solutions?new=1");
  const form = page.getByRole("form", { name: "Add Solution" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Date").fill("2026-10-01");
  await form.getByRole("button", { name: "Add highlight" }).click();
  await form.getByLabel("Highlight 1", { exact: true }).fill("Alerts within 60 seconds");
  await form.getByRole("button", { name: "Add highlight" }).click();
  await form.getByRole("button", { name: "Save" }).click();

  const empty = form.getByLabel("Highlight 2", { exact: true });
  await expect(empty).toBeFocused();
  await expect(empty).toHaveAccessibleDescription("A feature or highlight needs non-empty text");
  expect(await db.selectFrom("solutions").select("id").where("title", "=", title).execute()).toEqual([]);

  // The server says the same to a post that skips the browser's check.
  const response = await page.request.post("/admin/solutions", {
    form: { intent: "save", _js: "1", title, date: "2026-10-01", "highlights[0]": "Alerts", "highlights[1]": " " },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("A feature or highlight needs non-empty text");
  expect(await db.selectFrom("solutions").select("id").where("title", "=", title).execute()).toEqual([]);

  await empty.fill("Works offline");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Solution created successfully", { exact: true })).toBeVisible();
  const saved = await db.selectFrom("solutions").select(["id", "highlights"]).where("title", "=", title).executeTakeFirstOrThrow();
  expect(JSON.parse(saved.highlights as string)).toEqual(["Alerts within 60 seconds", "Works offline"]);
  await db.deleteFrom("solutions").where("id", "=", saved.id).execute();
});

// Issue 12, item 18: a name field counts down near its limit; the server refuses what is over any limit.
test("a name field shows a counter as it nears its limit, and the server refuses a description far over its limit", async ({ page, adminEmail, db }) => {
  await signIn(page, adminEmail, "/admin/categories?new=1");
  const form = page.getByRole("form", { name: "Add Category" });
  const name = form.getByRole("textbox", { name: "Name" });
  await name.fill("C".repeat(60));
  await expect(form.getByText(/characters? (left|over the limit)/)).toHaveCount(0);
  await name.fill("C".repeat(100));
  await expect(form.getByText("20 characters left", { exact: true })).toBeVisible();
  await expect(name).toHaveAccessibleDescription("20 characters left");
  await name.fill("C".repeat(125));
  await expect(form.getByText("5 characters over the limit", { exact: true })).toBeVisible();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(name).toHaveAccessibleDescription(/Name must be at most 120 characters/);

  // A product description of 200,000 characters posted past the form is refused, and nothing stored.
  const title = `E2E long description ${Date.now().toString(36)}`;
  const response = await page.request.post("/admin/products?new=1", {
    form: { intent: "save", _js: "1", name: title, description: "x".repeat(200_000) },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Must be at most 20,000 characters");
  expect(await db.selectFrom("products").select("id").where("name", "=", title).execute()).toEqual([]);
});
