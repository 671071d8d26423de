import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { sql } from "kysely";
import { deleteProduct, getProduct, updateProduct } from "~/content/product/repository.server";
import { removeRevisions } from "~/content/shared/revisions.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { createTestAdmin, expect, expectNoAxeViolations, signIn, test, waitForHydration } from "./admin-session";
import { checkHtml, formatHtmlError } from "./html-checker";
import { skipPopups } from "./catalogue-data";

// Issue 17 part 6 (decision 039): products export to CSV and JSON from the Products screen, and a
// file imports back through a dry run and Apply import, on the demo catalogue.

type Row = Record<string, string>;
const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Row[];
const csvOf = (rows: Row[]) => stringify(rows, { header: true, columns: Object.keys(rows[0]), quote_record_delimiter: true, record_delimiter: "\r\n" });
const countProducts = async (db: Db) => Number((await db.selectFrom("products").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
const countAudit = async (db: Db) => Number((await db.selectFrom("audit_log").select((eb) => eb.fn.countAll().as("n")).where("target_type", "=", "product").executeTakeFirstOrThrow()).n);

/** The demo's first product, which the tests update and put back. */
async function demoProduct(db: Db) {
  const row = await db.selectFrom("products").select("id").where("model_number", "=", "SPC-1560-J6412").executeTakeFirstOrThrow();
  return (await getProduct(db, row.id))!;
}

async function exportedRows(page: Page): Promise<Row[]> {
  const response = await page.request.get("/admin/products/export.csv");
  expect(response.status()).toBe(200);
  return rowsOf(await response.text());
}

/** Uploads a file on the Import screen and waits for its report. */
async function checkFile(page: Page, name: string, content: string | Buffer, mimeType = "text/csv") {
  await page.goto("/admin/products/import");
  await waitForHydration(page);
  await page.getByLabel("Product file (CSV or JSON)").setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`: ${name.replace(/\./g, "\\.")}$`) })).toBeVisible();
  await waitForHydration(page);
}

test("Export CSV and Export JSON download the demo products, and follow the list's filters", async ({ page, db, adminEmail }) => {
  const total = await countProducts(db);
  await signIn(page, adminEmail, "/admin/products");
  const [csvDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = rowsOf(readFileSync((await csvDownload.path())!, "utf8"));
  expect(rows).toHaveLength(total);
  expect(rows.find((row) => row.model_number === "SPC-1560-J6412")).toMatchObject({ category: "Industrial Panel PCs", featured: "yes", lifecycle_status: "active", publish_status: "published" });
  expect(rows[0].specification_groups).toMatch(/^Processor: CPU = /);

  // Streamed as it is read, compressed as it goes: no length known up front.
  const streamed = await page.request.get("/admin/products/export.csv", { headers: { "Accept-Encoding": "gzip" } });
  expect(streamed.headers()["content-encoding"]).toBe("gzip");
  expect(streamed.headers()["content-length"]).toBeUndefined();
  expect(rowsOf(await streamed.text())).toHaveLength(total);

  const [jsonDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export JSON" }).click()]);
  const json = JSON.parse(readFileSync((await jsonDownload.path())!, "utf8"));
  expect(json).toMatchObject({ format: "showroom-products", version: 1 });
  expect(json.products).toHaveLength(total);

  // Filtered to a category, the export is that category's products.
  const { category_id } = await demoProduct(db);
  const category = await db.selectFrom("categories").select(["id", "name"]).where("id", "=", category_id!).executeTakeFirstOrThrow();
  await page.goto(`/admin/products?category=${category.id}`);
  await waitForHydration(page);
  const [filtered] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const inCategory = rowsOf(readFileSync((await filtered.path())!, "utf8"));
  expect(inCategory.length).toBe(Number((await db.selectFrom("products").select((eb) => eb.fn.countAll().as("n")).where("category_id", "=", category.id).executeTakeFirstOrThrow()).n));
  expect(inCategory.length).toBeLessThan(total);
  expect(new Set(inCategory.map((row) => row.category))).toEqual(new Set([category.name]));
});

test("a CSV dry run shows a rejected row with its reason, a row to create and one to update; Apply import shows them on the site", async ({ page, db, adminEmail }) => {
  const original = await demoProduct(db);
  let createdId: number | undefined;
  try {
    await signIn(page, adminEmail, "/admin/products");
    const rows = await exportedRows(page);
    const first = rows.find((row) => row.id === String(original.id))!;
    const file = csvOf([
      { ...first, subtitle: "Imported: now with a 10-year warranty" },
      { ...first, id: "", slug: "", name: "Imported Panel PC 2100", model_number: "IMP-2100", subtitle: "" },
      { ...first, id: "", slug: "", name: "Misplaced Panel PC", model_number: "IMP-2101", category: "Coffee Machines" },
    ]);
    await checkFile(page, "catalogue-update.csv", file);
    await expect(page.getByRole("list", { name: "Dry run totals" })).toContainText("1To create");
    const rejected = page.getByRole("table", { name: "Rejected rows" });
    await expect(rejected.getByRole("row").nth(1)).toHaveText(/^4\s*Misplaced Panel PC \(IMP-2101\)\s*Category\s*Unknown category path: there is no category named "Coffee Machines"$/);
    await expect(page.getByRole("table", { name: "Products to create" }).getByRole("row").nth(1)).toContainText("Imported Panel PC 2100");
    const update = page.getByRole("table", { name: "Products to update" }).getByRole("row").nth(1);
    await expect(update).toContainText(original.name);
    await expect(update).toContainText("Subtitle");
    // The dry run changed nothing.
    expect((await getProduct(db, original.id))?.subtitle).toBe(original.subtitle);
    expect(await db.selectFrom("products").select("id").where("model_number", "=", "IMP-2100").executeTakeFirst()).toBeUndefined();

    // The report's server-rendered HTML is valid, and it passes axe in both themes.
    const documents = [{ name: "import report", html: await (await page.request.get(page.url())).text() }];
    expect((await checkHtml(documents)).map(formatHtmlError)).toEqual([]);
    await expectNoAxeViolations(page);
    await page.context().addCookies([{ name: "theme", value: "dark", url: page.url() }]);
    await page.reload();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    // What the import itself audits: the entries written after this point (earlier tests in this worker may have edited the product).
    const lastAudit = (await db.selectFrom("audit_log").select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow()).id ?? 0;
    await page.getByRole("button", { name: "Apply import" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Import applied: 1 created, 1 updated, 0 unchanged, 1 rejected rows left out." })).toBeVisible();
    const created = await db.selectFrom("products").select(["id", "slug"]).where("model_number", "=", "IMP-2100").executeTakeFirstOrThrow();
    createdId = created.id;
    expect(await getProduct(db, created.id)).toMatchObject({ name: "Imported Panel PC 2100", category_id: original.category_id, type_id: original.type_id, features: original.features });
    expect(await db.selectFrom("audit_log").select("action").where("target_type", "=", "product").where("target_id", "in", [String(original.id), String(created.id)]).where("id", ">", lastAudit).orderBy("id").execute()).toEqual([{ action: "update" }, { action: "create" }]);

    await skipPopups(page, db);
    await page.goto(`/product/${original.id}/${original.slug}`);
    await expect(page.getByText("Imported: now with a 10-year warranty", { exact: true })).toBeVisible();
    await page.goto(`/product/${created.id}/${created.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Imported Panel PC 2100" })).toBeVisible();
  } finally {
    // The import kept a revision of the product it created (decision 038): it goes with it, so a later product reusing the id starts without one.
    if (createdId) {
      await deleteProduct(db, createdId);
      await removeRevisions(db, "product", createdId);
    }
    await updateProduct(db, original.id, original as never);
  }
});

test("an import that fails part way writes nothing; one planned before the catalogue changed is refused until looked at again", async ({ page, db, adminEmail }) => {
  const original = await demoProduct(db);
  await signIn(page, adminEmail, "/admin/products");
  const first = (await exportedRows(page)).find((row) => row.id === String(original.id))!;
  const file = csvOf([
    { ...first, subtitle: "Written before the failure" },
    { ...first, id: "", slug: "", name: "Imported before the failure", model_number: "IMP-3100" },
    { ...first, id: "", slug: "", name: "Boom Panel PC", model_number: "IMP-3101" },
  ]);
  const before = { products: await countProducts(db), audit: await countAudit(db) };
  await checkFile(page, "fails-part-way.csv", file);
  await expect(page.getByRole("list", { name: "Dry run totals" })).toContainText("2To create");
  await failInsertsNamed(db, "Boom Panel PC");
  try {
    await page.getByRole("button", { name: "Apply import" }).click();
    await expect(page.getByText("The import failed and nothing was changed")).toBeVisible();
  } finally {
    await stopFailingInserts(db);
  }
  expect({ products: await countProducts(db), audit: await countAudit(db) }).toEqual(before);
  expect((await getProduct(db, original.id))?.subtitle).toBe(original.subtitle);

  // Someone edits the product after the dry run: Apply refuses, and the report is worked out anew.
  await updateProduct(db, original.id, { ...original, description: `${original.description} Edited meanwhile.` } as never);
  try {
    await page.getByRole("button", { name: "Apply import" }).click();
    await expect(page.getByText("The catalogue changed since the dry run")).toBeVisible();
    expect({ products: await countProducts(db), audit: await countAudit(db) }).toEqual(before);
    // The new report shows the update now also puts the description back; applied, it does.
    await expect(page.getByRole("table", { name: "Products to update" })).toContainText("Description");
    await page.getByRole("button", { name: "Apply import" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Import applied: 2 created, 1 updated" })).toBeVisible();
    expect((await getProduct(db, original.id))?.description).toBe(original.description);
  } finally {
    const made = await db.selectFrom("products").select("id").where("model_number", "in", ["IMP-3100", "IMP-3101"]).execute();
    for (const { id } of made) {
      await deleteProduct(db, id);
      await removeRevisions(db, "product", id);
    }
    await updateProduct(db, original.id, original as never);
  }
});

test("a file too large, or not one it can read, is refused with the reason; an upload is only its uploader's", async ({ page, db, adminEmail, browser, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, adminEmail, "/admin/products/import");
  // Past the 1 MB every other form has, to the import's own limit.
  await checkFile(page, "huge.csv", Buffer.alloc(21 * 1024 * 1024, "a"));
  await expect(page.getByRole("alert")).toHaveText("The file is larger than 20 MB. Import the catalogue in parts: export one category at a time (the export follows the Products list's search and filters).");
  await checkFile(page, "typo.csv", "name,modelnumber\r\nX,Y\r\n");
  await expect(page.getByRole("alert")).toContainText('Unknown column in the header row: "modelnumber"');
  await checkFile(page, "products.json", '{"format":"showroom-products","version":1,"products":[{"name":"From JSON","model_number":"JSON-1"}]}', "application/json");
  await expect(page.getByRole("table", { name: "Products to create" })).toContainText("From JSON");
  const report = page.url();

  const otherEmail = `import-other-${test.info().workerIndex}@showroom.test`;
  await createTestAdmin(db, otherEmail);
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signIn(other, otherEmail, report);
  await expect(other.getByRole("alert")).toHaveText("This import was not found. Uploads wait an hour for Apply import and are only yours: upload the file again.");
  await expect(other.getByRole("button", { name: "Apply import" })).toHaveCount(0);
  await other.close();
});

test("the Import screen fits a 390 px phone", async ({ page, adminEmail }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, adminEmail, "/admin/products/import");
  await checkFile(page, "phone.csv", "name,model_number,category\r\nA rather long imported product name for a phone screen,PHONE-1,Nowhere at all\r\nPhone import,PHONE-2,\r\n");
  await expect(page.getByRole("table", { name: "Rejected rows" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** A database-level failure on one product's insert, as a full disk or a broken constraint would cause. */
async function failInsertsNamed(db: Db, name: string) {
  if (dialectOf(db) === "postgres") {
    await sql.raw(`create function fail_import_insert() returns trigger language plpgsql as $$ begin if new.name = '${name}' then raise exception 'refused by the test'; end if; return new; end $$`).execute(db);
    await sql`create trigger fail_import_insert before insert on products for each row execute function fail_import_insert()`.execute(db);
  } else {
    await sql.raw(`create trigger fail_import_insert before insert on products when new.name = '${name}' begin select raise(abort, 'refused by the test'); end`).execute(db);
  }
}

async function stopFailingInserts(db: Db) {
  await sql`drop trigger fail_import_insert${sql.raw(dialectOf(db) === "postgres" ? " on products" : "")}`.execute(db);
  if (dialectOf(db) === "postgres") await sql`drop function fail_import_insert()`.execute(db);
}
