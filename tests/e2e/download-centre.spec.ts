import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { deleteDriverCategory, listDriverCategories } from "~/content/driver-category/repository.server";
import { createDriver, deleteDriver, listDrivers } from "~/content/driver/repository.server";
import { productHref } from "~/components/navigation/menu-tree";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import { deleteToTrash, expectToast, leaveWithoutSaving, writeZip } from "./admin-content-helpers";
import { expect, signIn, test, waitForHydration } from "./admin-session";
import { dismissActivePopups, hydrated } from "./public-helpers";

// Issue 16 part 6: the download centre, from the Drivers screen to product pages and /support.

const tag = () => Date.now().toString(36).toUpperCase();

test.describe("download centre", () => {
  let folder: string;
  test.beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "showroom-download-centre-"));
  });
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Fills the Add Driver form as staff do, uploading the file; saves, and expects the toast. */
  async function addDownload(page: Page, values: { name: string; version: string; date: string; file: string; systems: string[]; notes: string; model: string; productName: string; category: string }) {
    await page.getByRole("link", { name: "Add Driver" }).click();
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Add Driver" });
    await form.getByLabel("Driver Name").fill(values.name);
    await form.getByLabel("Kind").selectOption({ label: "Driver" });
    await form.getByLabel("Version").fill(values.version);
    await form.getByLabel("Release date").fill(values.date);
    await form.getByLabel("Driver Category").selectOption({ label: values.category });
    for (const system of values.systems) await form.getByRole("checkbox", { name: system, exact: true }).check();
    await form.getByLabel("Release notes").fill(values.notes);
    await form.getByRole("combobox", { name: "Add a product" }).fill(values.model);
    await page.getByRole("option", { name: new RegExp(values.productName) }).click();
    await expect(form.getByRole("list", { name: "Chosen products" }).getByText(values.productName)).toBeVisible();
    await form.getByLabel("Choose driver file").setInputFiles(values.file);
    await form.getByRole("button", { name: "Upload Driver" }).click();
    await expect(form.getByText("Driver file uploaded")).toBeVisible();
    await form.getByRole("button", { name: "Save" }).click();
    // The form closes once the save is stored (the toast of an earlier save may still be showing).
    await expect(form).toBeHidden();
    await expectToast(page, "Driver created successfully");
  }

  test("staff add two versions of a driver for a product; its page lists the latest first with the older one available, and /support finds them by model", async ({ page, db, adminEmail }) => {
    test.setTimeout(120_000);
    const id = tag();
    const model = `DC-${id}-GW`;
    const product = await createProduct(db, { name: `Download Centre Gateway ${id}`, model_number: model });
    const category = `Download Centre ${id}`;
    const name = `DC Config Driver ${id}`;
    const files = [path.join(folder, `dc-${id}-1.0.zip`), path.join(folder, `dc-${id}-1.2.zip`)];
    writeZip(files[0], 40 * 1024);
    writeZip(files[1], 60 * 1024 + 7);
    const checksums = files.map((file) => createHash("sha256").update(readFileSync(file)).digest("hex"));

    try {
      await signIn(page, adminEmail, "/admin/drivers");
      await page.getByRole("link", { name: "Add Category" }).click();
      await page.getByRole("form", { name: "Add Category" }).getByLabel("Category Name").fill(category);
      await page.getByRole("form", { name: "Add Category" }).getByRole("button", { name: "Create Category" }).click();
      await expectToast(page, "Driver category created successfully");

      // The form's rules, each message at its field, before anything is saved.
      await page.getByRole("link", { name: "Add Driver" }).click();
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Add Driver" });
      await form.getByLabel("Release date").fill("2999-01-01");
      await form.getByRole("button", { name: "Save" }).click();
      await expect(form.getByLabel("Driver Name")).toHaveAccessibleDescription(/Name is required/);
      await expect(form.getByLabel("Version")).toHaveAccessibleDescription("Version is required");
      await expect(form.getByLabel("Release date")).toHaveAccessibleDescription("Release date cannot be in the future");
      await expect(form.getByText("Driver file is required")).toBeVisible();
      await form.getByRole("link", { name: "Cancel" }).click();
      await leaveWithoutSaving(page);

      await addDownload(page, { name, version: "1.0", date: "2025-03-01", file: files[0], systems: ["Windows 10"], notes: "First release.", model, productName: product.name, category });
      await addDownload(page, {
        name,
        version: "1.2",
        date: "2026-01-10",
        file: files[1],
        systems: ["Windows 11", "Linux"],
        notes: "Adds Linux.\nFixes reconnects.",
        model,
        productName: product.name,
        category,
      });

      // What the database holds: the kind, version, systems, notes, the product link, and size and SHA-256 of the bytes sent.
      const saved = (await listDrivers(db)).filter((driver) => driver.name === name).sort((a, b) => a.id - b.id);
      expect(saved.map(({ kind, version, release_date, operating_systems, release_notes, product_ids, file_size, checksum_sha256 }) => ({ kind, version, release_date, operating_systems, release_notes, product_ids, file_size, checksum_sha256 }))).toEqual([
        { kind: "driver", version: "1.0", release_date: "2025-03-01", operating_systems: ["windows-10"], release_notes: "First release.", product_ids: [product.id], file_size: 40 * 1024, checksum_sha256: checksums[0] },
        {
          kind: "driver",
          version: "1.2",
          release_date: "2026-01-10",
          operating_systems: ["windows-11", "linux"],
          release_notes: "Adds Linux.\nFixes reconnects.",
          product_ids: [product.id],
          file_size: 60 * 1024 + 7,
          checksum_sha256: checksums[1],
        },
      ]);
      // Each save left its audit entry, naming the version and the product linked.
      const audit = await db.selectFrom("audit_log").select(["action", "changes"]).where("target_type", "=", "driver").where("target_id", "=", String(saved[1].id)).execute();
      expect(audit.map((entry) => entry.action)).toEqual(["create"]);
      expect(JSON.parse(audit[0].changes)).toMatchObject({ version: [null, "1.2"], product_ids: [null, `[${product.id}]`], operating_systems: [null, '["windows-11","linux"]'] });
      const row = page.getByRole("table", { name: "All Drivers" }).getByRole("row").filter({ hasText: name }).first();
      await expect(row.getByRole("cell", { name: "1.2", exact: true })).toBeVisible();

      // The product page: the latest version first, the older one under "Older versions".
      await dismissActivePopups(page, db);
      await page.goto(productHref(product));
      await hydrated(page);
      // The list is sent once: in the document's HTML, while the page's data for the browser only names it.
      const html = await (await page.request.get(productHref(product))).text();
      expect(html.split(`SHA-256: ${checksums[1]}`)).toHaveLength(2);
      await page.getByRole("tab", { name: "Downloads" }).click();
      const downloads = page.getByRole("tabpanel", { name: "Downloads" });
      await expect(downloads.getByRole("heading", { name })).toBeVisible();
      const links = downloads.getByRole("link", { name: new RegExp(`^Download ${name}`) });
      await expect(links.first()).toHaveAccessibleName(`Download ${name}, version 1.2`);
      await expect(downloads.getByText("Version 1.2")).toBeVisible();
      await expect(downloads.getByText("60 KB")).toBeVisible();
      await expect(downloads.getByText("Supports Windows 11, Linux")).toBeVisible();
      await expect(downloads.getByText(`SHA-256: ${checksums[1]}`)).toBeVisible();
      const older = downloads.getByRole("link", { name: `Download ${name}, version 1.0` });
      await expect(older).toBeHidden();
      await downloads.getByText("Older versions (1)").click();
      await expect(older).toBeVisible();
      await expect(downloads.getByText(`SHA-256: ${checksums[0]}`)).toBeVisible();
      const file = await page.request.get((await older.getAttribute("href")) ?? "");
      expect(createHash("sha256").update(await file.body()).digest("hex")).toBe(checksums[0]);
      // An address ending #downloads opens the tab.
      await page.goto(`${productHref(product)}#downloads`);
      await hydrated(page);
      await expect(page.getByRole("tab", { name: "Downloads" })).toHaveAttribute("aria-selected", "true");
      await expect(downloads.getByRole("heading", { name })).toBeInViewport();

      // Find downloads by model, with JavaScript: the results get an address.
      await page.goto("/support");
      const finder = page.getByRole("search", { name: "Find downloads by model" });
      await finder.getByLabel("Model number or product name").fill(model.toLowerCase());
      await finder.getByRole("button", { name: "Find downloads" }).click();
      await expect(page).toHaveURL(new RegExp(`/support\\?model=${model.toLowerCase()}$`));
      const results = page.getByRole("region", { name: "Find downloads by model" });
      await expect(results.getByRole("status")).toHaveText(`Downloads for 1 product matching "${model.toLowerCase()}"`);
      await expect(results.getByRole("link", { name: product.name })).toHaveAttribute("href", productHref(product));
      await expect(results.getByRole("link", { name: `Download ${name}, version 1.2` })).toBeVisible();

      await finder.getByLabel("Model number or product name").fill("qqq-no-such-model");
      await finder.getByRole("button", { name: "Find downloads" }).click();
      await expect(results.getByRole("status")).toHaveText('No downloads found for "qqq-no-such-model".');
      await expect(results.getByText("Check the model number on the product's label, or browse the downloads by category below.")).toBeVisible();

      // Followed within the site (no new document), the product page's data carries the list itself.
      await finder.getByLabel("Model number or product name").fill(model);
      await finder.getByRole("button", { name: "Find downloads" }).click();
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await results.getByRole("link", { name: product.name }).click();
      await expect(page).toHaveURL(productHref(product));
      await page.getByRole("tab", { name: "Downloads" }).click();
      await expect(page.getByRole("tabpanel", { name: "Downloads" }).getByRole("heading", { name })).toBeVisible();
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    } finally {
      for (const driver of (await listDrivers(db)).filter((candidate) => candidate.name === name)) await deleteDriver(db, driver.id);
      const created = (await listDriverCategories(db)).find((candidate) => candidate.name === category);
      if (created) await deleteDriverCategory(db, created.id);
      await deleteProduct(db, product.id);
    }
  });

  test("without JavaScript, Find downloads by model answers at its own address with the product's files", async ({ browser, baseURL, db }) => {
    const id = tag();
    const model = `NJ-${id}-SDS`;
    const product = await createProduct(db, { name: `No Script Server ${id}`, model_number: model });
    const drivers = [
      await createDriver(db, { name: `NJ Driver ${id}`, version: "1.0", release_date: "2024-05-14", download_link: "https://files.example.com/nj-1.0.zip", product_ids: [product.id] }),
      await createDriver(db, { name: `NJ Driver ${id}`, version: "1.2", release_date: "2025-10-01", download_link: "https://files.example.com/nj-1.2.zip", product_ids: [product.id] }),
    ];
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/support");
      const finder = page.getByRole("search", { name: "Find downloads by model" });
      await finder.getByLabel("Model number or product name").fill(model);
      await finder.getByLabel("Model number or product name").press("Enter");
      await expect(page).toHaveURL(new RegExp(`/support\\?model=${model}$`));
      const results = page.getByRole("region", { name: "Find downloads by model" });
      await expect(results.getByRole("status")).toHaveText(`Downloads for 1 product matching "${model}"`);
      await expect(results.getByRole("link", { name: `Download NJ Driver ${id}, version 1.2` })).toHaveAttribute("href", "https://files.example.com/nj-1.2.zip");
      // The older version is in the page, behind its disclosure, which opens without a script.
      await results.getByText("Older versions (1)").click();
      await expect(results.getByRole("link", { name: `Download NJ Driver ${id}, version 1.0` })).toBeVisible();

      await page.goto("/support?model=qqq-nothing-here");
      await expect(page.getByRole("region", { name: "Find downloads by model" }).getByRole("status")).toHaveText('No downloads found for "qqq-nothing-here".');

      // The product page without a script: no tab buttons (they would do nothing); every panel
      // shows under its own heading, Downloads last, and #downloads leads to it.
      await page.goto(`${productHref(product)}#downloads`);
      await expect(page.getByRole("tablist", { name: "Product details" })).toBeHidden();
      await expect(page.getByRole("heading", { level: 2 })).toContainText(["Features", "Specifications", "Applications", "Downloads"]);
      await expect(page.getByRole("heading", { name: "Downloads", level: 2 })).toBeInViewport();
      const panel = page.getByRole("tabpanel", { name: "Downloads" });
      await expect(panel.getByRole("link", { name: `Download NJ Driver ${id}, version 1.2` })).toBeVisible();
      await expect(page.getByText("No features listed")).toBeVisible();
    } finally {
      await context.close();
      for (const driver of drivers) await deleteDriver(db, driver.id);
      await deleteProduct(db, product.id);
    }
  });

  test("Find downloads by model lists products with the very same files together, each file once, and a product with other files on its own", async ({ page, db }) => {
    const id = tag();
    const products = [];
    for (const variant of ["Wide-Voltage", "Outdoor", "Secure"]) products.push(await createProduct(db, { name: `${variant} Twin Panel ${id}`, model_number: `TW-${id}-${variant.slice(0, 2).toUpperCase()}` }));
    const [wide, outdoor, secure] = products;
    const shared = [wide.id, outdoor.id, secure.id];
    const drivers = [
      await createDriver(db, { name: `Twin Serial Driver ${id}`, version: "1.0", release_date: "2025-02-01", download_link: "https://files.example.com/twin-1.0.zip", product_ids: shared }),
      await createDriver(db, { name: `Twin Serial Driver ${id}`, version: "1.1", release_date: "2025-09-01", download_link: "https://files.example.com/twin-1.1.zip", product_ids: shared }),
      await createDriver(db, { name: `Secure Twin BIOS ${id}`, version: "R2", release_date: "2025-10-01", download_link: "https://files.example.com/twin-bios.zip", product_ids: [secure.id] }),
    ];
    try {
      await dismissActivePopups(page, db);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/support?model=${encodeURIComponent(`Twin Panel ${id}`)}`);
        const results = page.getByRole("region", { name: "Find downloads by model" });
        await expect(results.getByRole("status")).toHaveText(`Downloads for 3 products matching "Twin Panel ${id}"`);
        const together = results.getByRole("region", { name: "2 products share these downloads" });
        await expect(together.getByRole("link", { name: wide.name })).toHaveAttribute("href", productHref(wide));
        // Listed, not in a heading: underlined, so the link does not rest on its colour alone.
        await expect(together.getByRole("link", { name: wide.name })).toHaveCSS("text-decoration-line", "underline");
        await expect(together.getByRole("link", { name: outdoor.name })).toHaveAttribute("href", productHref(outdoor));
        await expect(together.getByText(`Model: ${outdoor.model_number}`)).toBeVisible();
        await expect(together.getByRole("link", { name: `Download Twin Serial Driver ${id}, version 1.1` })).toBeVisible();
        await expect(together.getByRole("link", { name: `Secure Twin BIOS ${id}` })).toHaveCount(0);
        const alone = results.getByRole("region", { name: secure.name });
        await expect(alone.getByText(`Model: ${secure.model_number}`)).toBeVisible();
        await expect(alone.getByRole("link", { name: `Download Secure Twin BIOS ${id}, version R2` })).toBeVisible();
        // The shared driver once for the two products together, once for the third: not once per product.
        await expect(results.getByRole("link", { name: `Download Twin Serial Driver ${id}, version 1.1` })).toHaveCount(2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    } finally {
      for (const driver of drivers) await deleteDriver(db, driver.id);
      for (const product of products) await deleteProduct(db, product.id);
    }
  });

  test("a driver category is renamed, refused under a name in use in another letter case, and refused deletion while downloads use it", async ({ page, db, adminEmail }) => {
    const id = tag();
    const name = `DC Rules ${id}`;
    await signIn(page, adminEmail, "/admin/drivers");
    const table = page.getByRole("table", { name: "Driver Categories" });
    await page.getByRole("link", { name: "Add Category" }).click();
    let form = page.getByRole("form", { name: "Add Category" });
    await form.getByLabel("Category Name").fill(name);
    await form.getByRole("button", { name: "Create Category" }).click();
    await expectToast(page, "Driver category created successfully");

    await page.getByRole("link", { name: "Add Category" }).click();
    form = page.getByRole("form", { name: "Add Category" });
    await form.getByLabel("Category Name").fill(name.toLowerCase());
    await form.getByRole("button", { name: "Create Category" }).click();
    const refusal = `A driver category named "${name.toLowerCase()}" already exists.`;
    await expectToast(page, "Error creating driver category", refusal);
    await expect(form.getByLabel("Category Name")).toHaveAccessibleDescription(refusal);
    await form.getByRole("link", { name: "Cancel" }).click();
    await leaveWithoutSaving(page);

    await table.getByRole("link", { name: `Edit driver category ${name}` }).click();
    form = page.getByRole("form", { name: "Edit Category" });
    await form.getByLabel("Category Name").fill(`${name} Renamed`);
    await form.getByRole("button", { name: "Update Category" }).click();
    await expectToast(page, "Driver category updated successfully");
    const [category] = await db.selectFrom("driver_categories").select(["id", "name"]).where("name", "like", `%${id}%`).execute();
    expect(category.name).toBe(`${name} Renamed`);

    const inUse = [
      await createDriver(db, { name: `DC Rules Tool ${id}`, version: "1.0", release_date: "2025-01-01", driver_category_id: category.id, download_link: "https://files.example.com/r1.zip" }),
      await createDriver(db, { name: `DC Rules Tool ${id}`, version: "2.0", release_date: "2026-01-01", driver_category_id: category.id, download_link: "https://files.example.com/r2.zip" }),
    ];
    await page.reload();
    await deleteToTrash(page, `driver category ${name} Renamed`, `${name} Renamed`, table);
    await expectToast(
      page,
      "Error deleting driver category",
      `This driver category cannot be deleted: 2 downloads use it (DC Rules Tool ${id} 1.0, DC Rules Tool ${id} 2.0). Move them to another category or delete them first.`,
    );
    expect(await db.selectFrom("driver_categories").select("id").where("id", "=", category.id).execute()).toHaveLength(1);

    for (const driver of inUse) await deleteDriver(db, driver.id);
    await page.reload();
    await deleteToTrash(page, `driver category ${name} Renamed`, `${name} Renamed`, table);
    await expectToast(page, "Driver category deleted successfully");
    expect(await db.selectFrom("driver_categories").select("id").where("id", "=", category.id).execute()).toHaveLength(0);
  });
});
