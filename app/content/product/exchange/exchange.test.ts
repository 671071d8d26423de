import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { sql } from "kysely";
import { expect, it } from "vitest";
import type { AuditSource } from "~/audit/audit-log.server";
import { createAttribute } from "~/content/attribute/repository.server";
import { createCategory } from "~/content/category/repository.server";
import { createMediaFile } from "~/content/media-file/repository.server";
import { createProductType } from "~/content/product-type/repository.server";
import { readContentVersion } from "~/content/shared/content-version.server";
import { parseListQuery } from "~/content/shared/list-query";
import { createSubcategory } from "~/content/subcategory/repository.server";
import type { Db } from "~/db/connection.server";
import { dialectOf } from "~/db/dialect";
import { describeEachDatabase } from "../../../../tests/setup/test-database";
import type { ProductListQuery } from "../admin-list.server";
import { productDefinition } from "../definition";
import { LAST_ORDER_DATE_REQUIRED, SUCCESSOR_MISSING } from "../lifecycle";
import { createProduct, deleteProduct, getProduct, productNameTaken, updateProduct } from "../repository.server";
import { moveToTrash } from "../../trash/trash.server";
import { inTransaction } from "~/db/transaction.server";
import { getRevision, listRevisions } from "../../shared/revisions.server";
import { applyImport, PlanChangedError } from "./apply.server";
import { EXCHANGE_COLUMNS } from "./columns";
import { exportStream } from "./export.server";
import { planImport } from "./plan.server";
import { decodeText, ImportFileError, type ImportFormat } from "./read-file.server";

const audit: AuditSource = { actorId: "test-staff", actorName: "Test Staff", ip: null, userAgent: null, requestId: "exchange-test" };
const allProducts = (params = "") => parseListQuery(new URLSearchParams(params), productDefinition.list) as ProductListQuery;

/** The export's text as the file holds it (a Response's text() would drop the BOM). */
const exported = async (db: Db, format: ImportFormat, params = "", batchSize?: number) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(exportStream(db, allProducts(params), format, batchSize)).arrayBuffer());
const fileOf = (text: string, format: ImportFormat) => ({ text, format, sha256: createHash("sha256").update(text).digest("hex") });
const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Array<Record<string, string>>;
const csvOf = (rows: Array<Record<string, string>>) => stringify(rows, { header: true, columns: Object.keys(rows[0]), quote_record_delimiter: true, record_delimiter: "\r\n" });
const errorsOf = (plan: Awaited<ReturnType<typeof planImport>>, row: number) => plan.report.listed.reject.find((outcome) => outcome.row === row)?.errors;

/** A small catalogue of its own: a category path with attributes, two images and a catalogue in the media library, two products. */
async function smallCatalogue(db: Db, tag: string) {
  const category = await createCategory(db, { name: `Gateways ${tag}` });
  const subcategory = await createSubcategory(db, { name: "Cellular", category_id: category.id });
  const type = await createProductType(db, { name: "LTE", subcategory_id: subcategory.id });
  const ports = await createAttribute(db, { name: "LAN ports", kind: "number", unit: "ports", options: [], category_id: category.id });
  const mounting = await createAttribute(db, { name: "Mounting", kind: "enum", options: ["DIN rail", "Wall"], category_id: category.id });
  const image = `images/2026/11/${tag}a.webp`;
  const second = `images/2026/11/${tag}b.webp`;
  const catalogue = `catalogues/2026/11/${tag}c.pdf`;
  for (const [key, kind] of [[image, "image"], [second, "image"], [catalogue, "catalogue"]] as const) {
    await createMediaFile(db, { key, kind, mime: kind === "image" ? "image/webp" : "application/pdf", size: 10, width: null, height: null, original_name: null, variants: [] });
  }
  const place = { category_id: category.id, subcategory_id: subcategory.id, type_id: type.id };
  const first = await createProduct(db, {
    name: `Gateway ${tag} one`,
    model_number: `GW-${tag}-1`,
    ...place,
    main_image: `/media/${image}`,
    product_images: [`/media/${second}`],
    catalog_file: `/media/${catalogue}`,
    features: ["Dual SIM", "-30 to 70 °C"],
    product_benefits: [{ name: "Always online", icon: "wifi" }],
    specification_groups: [{ group_name: "Radio", specifications: { Bands: "B1/B3/B7/B20", Antenna: "2x SMA" } }],
    applications: ["Remote monitoring"],
  });
  const other = await createProduct(db, { name: `Gateway ${tag} two`, model_number: `GW-${tag}-2`, ...place, features: ["Single SIM"] });
  await db.insertInto("product_attribute_values").values([
    { product_id: first.id, attribute_id: ports.id, number_value: 2, choice: null, shown: "2 ports" },
    { product_id: first.id, attribute_id: mounting.id, number_value: null, choice: "DIN rail", shown: "DIN rail" },
  ]).execute();
  const path = { category: category.name, subcategory: "Cellular", type: "LTE" };
  return { category, subcategory, type, ports, mounting, first, other, place, path, image: `/media/${image}`, catalogue: `/media/${catalogue}`, params: `category=${category.id}` };
}

describeEachDatabase("product export and import", (getDb) => {
  it("exports the products the list shows, in id order, batch after batch, as CSV a strict reader reads row for row", async () => {
    const db = getDb();
    const shop = await smallCatalogue(db, "exp");
    const third = await createProduct(db, { name: "Gateway exp three", category_id: shop.category.id, description: "Line one\nline two" });
    await createProduct(db, { name: "Elsewhere", model_number: "ELSE-1" });
    // Batches of one: every product after the first comes from a keyset continuation.
    const csv = await exported(db, "csv", shop.params, 1);
    expect(csv.startsWith("\uFEFFid,name,slug,model_number,")).toBe(true);
    // Any line break outside quotes ends a record here: every record has the header's cells only if each cell holding one is quoted.
    const strict = parse(csv, { bom: true, record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
    expect(strict.map((row) => row.length)).toEqual([EXCHANGE_COLUMNS.length, EXCHANGE_COLUMNS.length, EXCHANGE_COLUMNS.length, EXCHANGE_COLUMNS.length]);
    const rows = rowsOf(csv);
    expect(rows.map((row) => Number(row.id))).toEqual([shop.first.id, shop.other.id, third.id]);
    expect(rows[0]).toMatchObject({
      name: "Gateway exp one",
      category: shop.category.name,
      subcategory: "Cellular",
      type: "LTE",
      featured: "no",
      // Only a cell's start can run as a formula: a later line starting with "-" stays as it is.
      features: "Dual SIM\n-30 to 70 °C",
      product_benefits: "Always online | wifi",
      specification_groups: "Radio: Bands = B1/B3/B7/B20\nRadio: Antenna = 2x SMA",
      attributes: "LAN ports = 2 ports\nMounting = DIN rail",
      catalog_file: shop.catalogue,
    });
    const json = JSON.parse(await exported(db, "json", shop.params, 2));
    expect(json).toMatchObject({ format: "showroom-products", version: 1 });
    expect(json.products.map((product: { id: number }) => product.id)).toEqual([shop.first.id, shop.other.id, third.id]);
    expect(json.products[0]).toMatchObject({ attributes: { "LAN ports": "2 ports", Mounting: "DIN rail" }, featured: false, specification_groups: [{ group_name: "Radio", specifications: { Bands: "B1/B3/B7/B20" } }] });
    // The list's search narrows the export too.
    expect(rowsOf(await exported(db, "csv", "q=ELSE-1")).map((row) => row.name)).toEqual(["Elsewhere"]);
  });

  it("a dry run sorts rows into create, update, unchanged and reject, each rejection with its row, column and the form's message, and writes nothing", async () => {
    const db = getDb();
    const shop = await smallCatalogue(db, "dry");
    const [one, two] = rowsOf(await exported(db, "csv", shop.params));
    const rows = [
      two, // row 2: unchanged
      { ...one, id: "", subtitle: "Now with LTE-M" }, // row 3: found by model number, updated
      { ...one, id: "", model_number: "GW-dry-NEW", name: "Gateway dry new", slug: "" }, // row 4: created
      { ...one, id: "", model_number: "GW-dry-X1", name: "Gateway dry x1", slug: "", category: "Nowhere" }, // row 5
      { ...one, id: "", model_number: "GW-dry-X2", name: "", slug: "" }, // row 6
      { ...one, id: "", model_number: "GW-dry-X3", name: "Gateway dry x3", slug: "", subtitle: "x".repeat(121) }, // row 7
      { ...one, id: "", model_number: "GW-dry-X4", name: "Gateway dry x4", slug: "", main_image: "/media/images/2026/11/missing.webp" }, // row 8
      { ...one, id: "", model_number: "GW-dry-X5", name: "Gateway dry x5", slug: "", attributes: "LAN ports = many\nMounting = Ceiling" }, // row 9
      { ...one, id: "", model_number: "GW-dry-X6", name: "Gateway dry x6", slug: "", lifecycle_status: "eol", last_order_date: "" }, // row 10
      { ...one, id: "", model_number: "GW-dry-X7", name: "Gateway dry x7", slug: "", catalog_file: shop.image }, // row 11
    ];
    const before = { products: await countProducts(db), version: await readContentVersion(db), audit: await countAudit(db) };
    const plan = await planImport(db, fileOf(csvOf(rows), "csv"));
    expect(plan.report.totals).toEqual({ create: 1, update: 1, unchanged: 1, reject: 7 });
    expect(plan.report.listed.unchanged[0]).toMatchObject({ row: 2, id: shop.other.id, matchedBy: "id" });
    expect(plan.report.listed.update[0]).toMatchObject({ row: 3, id: shop.first.id, matchedBy: "model number", changes: ["Subtitle"] });
    expect(plan.report.listed.create[0]).toMatchObject({ row: 4, name: "Gateway dry new", path: `${shop.category.name} > Cellular > LTE` });
    expect(errorsOf(plan, 5)).toEqual([{ column: "category", label: "Category", message: 'Unknown category path: there is no category named "Nowhere"' }]);
    expect(errorsOf(plan, 6)).toEqual([{ column: "name", label: "Name", message: "Name is required" }]);
    expect(errorsOf(plan, 7)).toEqual([{ column: "subtitle", label: "Subtitle", message: "Must be at most 120 characters" }]);
    expect(errorsOf(plan, 8)).toEqual([{ column: "main_image", label: "Main image", message: '"/media/images/2026/11/missing.webp" is not a file in the media library: upload it first, or use an existing file\'s address' }]);
    expect(errorsOf(plan, 9)).toEqual([
      { column: "attributes", label: 'Attribute "LAN ports"', message: "LAN ports must be a number, in ports (for example 12 ports)" },
      { column: "attributes", label: 'Attribute "Mounting"', message: "Mounting must be one of: DIN rail, Wall" },
    ]);
    expect(errorsOf(plan, 10)).toEqual([{ column: "last_order_date", label: "Last-order date", message: LAST_ORDER_DATE_REQUIRED }]);
    expect(errorsOf(plan, 11)).toEqual([{ column: "catalog_file", label: "Catalogue file", message: `"${shop.image}" is not a catalogue file in the media library` }]);
    expect({ products: await countProducts(db), version: await readContentVersion(db), audit: await countAudit(db) }).toEqual(before);
  });

  it("applies exactly the plan in one transaction: values, attribute values, an audit entry per product, one content version bump", async () => {
    const db = getDb();
    const shop = await smallCatalogue(db, "app");
    // The newest product before the import is deleted: its id stays used, for the revisions and audit entries that name it.
    const deleted = await createProduct(db, { name: "Deleted before the import" });
    await db.deleteFrom("products").where("id", "=", deleted.id).execute();
    const [one] = rowsOf(await exported(db, "csv", shop.params));
    const rows = [
      { ...one, subtitle: "Updated by import", attributes: "LAN ports = 4\nMounting = Wall" },
      { ...one, id: "", model_number: "GW-app-NEW", name: "Gateway app new", slug: "", featured: "yes", features: "Fresh\nNew" },
      { ...one, id: "", model_number: "GW-app-BAD", name: "Gateway app bad", slug: "", category: "Nowhere" },
    ];
    const file = fileOf(csvOf(rows), "csv");
    const plan = await planImport(db, file);
    const version = await readContentVersion(db);
    const auditBefore = await countAudit(db);
    expect(await applyImport(db, file, plan.digest, audit)).toEqual({ created: 1, updated: 1, unchanged: 0, rejected: 1 });
    expect(await readContentVersion(db)).toBe(version + 1);
    const updated = await getProduct(db, shop.first.id);
    expect(updated).toMatchObject({ subtitle: "Updated by import", features: ["Dual SIM", "-30 to 70 °C"], specification_groups: [{ group_name: "Radio", specifications: { Bands: "B1/B3/B7/B20", Antenna: "2x SMA" } }] });
    expect(await attributeValues(db, shop.first.id)).toEqual([
      { attribute_id: shop.ports.id, number_value: 4, choice: null, shown: "4 ports" },
      { attribute_id: shop.mounting.id, number_value: null, choice: "Wall", shown: "Wall" },
    ]);
    const created = await db.selectFrom("products").select("id").where("model_number", "=", "GW-app-NEW").executeTakeFirstOrThrow();
    expect(await getProduct(db, created.id)).toMatchObject({ name: "Gateway app new", featured: true, features: ["Fresh", "New"], category_id: shop.category.id, type_id: shop.type.id });
    expect(await db.selectFrom("products").select("id").where("model_number", "=", "GW-app-BAD").executeTakeFirst()).toBeUndefined();
    const entries = await db.selectFrom("audit_log").select(["action", "target_type", "target_id", "actor_name", "changes"]).where("id", ">", auditBefore.last).orderBy("id").execute();
    expect(entries.map((entry) => [entry.action, entry.target_type, Number(entry.target_id), entry.actor_name])).toEqual([
      ["update", "product", shop.first.id, "Test Staff"],
      ["create", "product", created.id, "Test Staff"],
    ]);
    expect(JSON.parse(entries[0].changes)).toEqual({ subtitle: [null, "Updated by import"], attributes: ['{"LAN ports":"2 ports","Mounting":"DIN rail"}', '{"LAN ports":"4 ports","Mounting":"Wall"}'] });
    // Each product written keeps a revision by the importer, as a save in the form does; its History can go back.
    const kept = await getRevision(db, "product", shop.first.id, (await listRevisions(db, "product", shop.first.id))[0].id);
    expect(kept).toMatchObject({ savedBy: "Test Staff", content: { subtitle: "Updated by import", attributes: { [`a${shop.ports.id}`]: "4 ports", [`a${shop.mounting.id}`]: "Wall" } } });
    expect((await listRevisions(db, "product", created.id)).map((revision) => [revision.number, revision.savedBy])).toEqual([[1, "Test Staff"]]);
    // A product added afterwards gets a fresh id (PostgreSQL's sequence moved past the imported ones).
    expect(created.id).toBeGreaterThan(deleted.id);
    const later = await createProduct(db, { name: "Added after the import" });
    expect(later.id).toBeGreaterThan(created.id);
  });

  it("refuses to apply when the catalogue changed since the dry run, and writes nothing", async () => {
    const db = getDb();
    const shop = await smallCatalogue(db, "chg");
    const [one] = rowsOf(await exported(db, "csv", shop.params));
    const file = fileOf(csvOf([{ ...one, subtitle: "From the file" }, { ...one, id: "", model_number: "GW-chg-NEW", name: "Gateway chg new", slug: "" }]), "csv");
    const plan = await planImport(db, file);
    await updateProduct(db, shop.first.id, { ...(await getProduct(db, shop.first.id))!, subtitle: "Edited meanwhile" } as never);
    const before = { products: await countProducts(db), audit: await countAudit(db), version: await readContentVersion(db) };
    const refused = await applyImport(db, file, plan.digest, audit).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlanChangedError);
    // The plan worked out again shows the same update, now over the newer edit.
    expect((refused as PlanChangedError).plan.report.totals).toMatchObject({ create: 1, update: 1 });
    expect({ products: await countProducts(db), audit: await countAudit(db), version: await readContentVersion(db) }).toEqual(before);
    expect((await getProduct(db, shop.first.id))?.subtitle).toBe("Edited meanwhile");
  });

  it("a failure part way through rolls back every row written before it", async () => {
    const db = getDb();
    const shop = await smallCatalogue(db, "mid");
    const [one, two] = rowsOf(await exported(db, "csv", shop.params));
    const file = fileOf(csvOf([{ ...one, subtitle: "Written first" }, { ...two, id: "", model_number: "GW-mid-NEW", name: "Gateway mid new", slug: "" }, { ...two, id: "", model_number: "GW-mid-BOOM", name: "Boom", slug: "" }]), "csv");
    const plan = await planImport(db, file);
    expect(plan.report.totals).toMatchObject({ create: 2, update: 1, reject: 0 });
    const before = { products: await countProducts(db), audit: await countAudit(db), version: await readContentVersion(db) };
    await failInsertsNamed(db, "Boom");
    try {
      await expect(applyImport(db, file, plan.digest, audit)).rejects.toThrow(/boom/i);
    } finally {
      await stopFailingInserts(db);
    }
    expect({ products: await countProducts(db), audit: await countAudit(db), version: await readContentVersion(db) }).toEqual(before);
    expect((await getProduct(db, shop.first.id))?.subtitle).toBeNull();
    expect(await db.selectFrom("products").select("id").where("model_number", "=", "GW-mid-NEW").executeTakeFirst()).toBeUndefined();
  });

  it("finds products by id, else model number in any case, else slug; one row per product; a column the file leaves out keeps each product's value", async () => {
    const db = getDb();
    const shop = await smallCatalogue(db, "mat");
    const onlySome = (rows: Array<Record<string, string>>) => planImport(db, fileOf(csvOf(rows), "csv"));
    const plan = await onlySome([
      { id: "", model_number: "gw-mat-1", slug: "", subtitle: "By model" },
      { id: "", model_number: "", slug: "gateway-mat-two", subtitle: "By slug" },
      { id: String(shop.first.id), model_number: "", slug: "", subtitle: "Twice" },
    ]);
    expect(plan.report.listed.update.map((row) => [row.row, row.id, row.matchedBy])).toEqual([
      [2, shop.first.id, "model number"],
      [3, shop.other.id, "slug"],
    ]);
    expect(errorsOf(plan, 4)).toEqual([{ column: "id", label: "ID", message: `Row 2 already imports this product (ID ${shop.first.id})` }]);
    await applyImport(db, fileOf(csvOf([{ id: String(shop.first.id), subtitle: "Only the subtitle" }]), "csv"), (await onlySome([{ id: String(shop.first.id), subtitle: "Only the subtitle" }])).digest, audit);
    expect(await getProduct(db, shop.first.id)).toMatchObject({ subtitle: "Only the subtitle", name: "Gateway mat one", features: ["Dual SIM", "-30 to 70 °C"], main_image: shop.image, category_id: shop.category.id });
    expect(await attributeValues(db, shop.first.id)).toHaveLength(2);
  });

  it("never gives a new product the id of one in the trash: a row naming it is refused, a row without an id comes after it", async () => {
    const db = getDb();
    const shop = await smallCatalogue(db, "bin");
    const [one] = rowsOf(await exported(db, "csv", shop.params));
    const binned = await createProduct(db, { name: "Gateway bin binned", ...shop.place });
    expect(await inTransaction(db, (trx) => moveToTrash(trx, productDefinition, binned.id, () => deleteProduct(trx, binned.id), { id: "tester", name: "Tessa Tester" }))).toBe(true);
    const rows = [
      { ...one, id: String(binned.id), model_number: "GW-bin-OLD", name: "Gateway bin again", slug: "" },
      { ...one, id: "", model_number: "GW-bin-NEW", name: "Gateway bin new", slug: "" },
    ];
    const file = fileOf(csvOf(rows), "csv");
    const plan = await planImport(db, file);
    expect(errorsOf(plan, 2)).toEqual([{ column: "id", label: "ID", message: `Product ${binned.id} is in the trash: restore it there first, or leave the ID empty to add a new product` }]);
    expect(plan.report.listed.create.map((row) => row.row)).toEqual([3]);
    expect(await applyImport(db, file, plan.digest, audit)).toMatchObject({ created: 1, rejected: 1 });
    const created = await db.selectFrom("products").select("id").where("model_number", "=", "GW-bin-NEW").executeTakeFirstOrThrow();
    expect(created.id).toBeGreaterThan(binned.id);
    // The trashed product still comes back with its id.
    expect(await db.selectFrom("trash").select("record_id").where("content_type", "=", "product").where("record_id", "=", binned.id).execute()).toHaveLength(1);
    expect(await getProduct(db, binned.id)).toBeUndefined();
  });

  it("refuses a name used twice in one place, and a successor that neither exists nor is created by the file", async () => {
    const db = getDb();
    const shop = await smallCatalogue(db, "nam");
    const place = { ...shop.path, features: "", attributes: "" };
    const plan = await planImport(
      db,
      fileOf(
        csvOf([
          { id: String(shop.other.id), name: "Gateway nam one", model_number: "GW-nam-2", ...place, successor_id: "" }, // row 2: renamed as another stored product
          { id: "", name: "Twin", model_number: "T-1", ...place, successor_id: "" }, // row 3
          { id: "", name: "twin ", model_number: "T-2", ...place, successor_id: "" }, // row 4: row 3's name
          { id: "900001", name: "Successor", model_number: "S-1", ...place, successor_id: "" }, // row 5: created with its id
          { id: "", name: "Predecessor", model_number: "P-1", ...place, successor_id: "900001" }, // row 6: names row 5's
          { id: "", name: "Orphan", model_number: "P-2", ...place, successor_id: "900002" }, // row 7
        ]),
        "csv",
      ),
    );
    expect(errorsOf(plan, 2)).toEqual([{ column: "name", label: "Name", message: productNameTaken("Gateway nam one") }]);
    expect(errorsOf(plan, 4)).toEqual([{ column: "name", label: "Name", message: `${productNameTaken("twin")} (row 3)` }]);
    expect(errorsOf(plan, 7)).toEqual([{ column: "successor_id", label: "Successor", message: SUCCESSOR_MISSING }]);
    expect(plan.report.listed.create.map((row) => [row.row, row.id])).toEqual([
      [3, null],
      [5, 900001],
      [6, null],
    ]);
  });

  it("keeps cells a spreadsheet would run as formulas as text, both ways", async () => {
    const db = getDb();
    const shop = await smallCatalogue(db, "fml");
    await updateProduct(db, shop.other.id, { ...(await getProduct(db, shop.other.id))!, name: "=HYPERLINK(\"http://evil\")", subtitle: "+31 20 555 0000", features: ["-40 °C", "@home"] } as never);
    const csv = await exported(db, "csv", shop.params);
    const row = rowsOf(csv).find((entry) => Number(entry.id) === shop.other.id)!;
    expect(row.name).toBe("'=HYPERLINK(\"http://evil\")");
    expect(row.subtitle).toBe("'+31 20 555 0000");
    expect(row.features).toBe("'-40 °C\n@home");
    expect((await planImport(db, fileOf(csv, "csv"))).report.totals).toEqual({ create: 0, update: 0, unchanged: 2, reject: 0 });
  });

  it("refuses a file it cannot read as a whole, with the reason", async () => {
    const db = getDb();
    const refused = (text: string, format: ImportFormat) => planImport(db, fileOf(text, format)).then(() => null, (error: unknown) => (error instanceof ImportFileError ? error.message : String(error)));
    expect(await refused("name,modelnumber\r\nX,Y\r\n", "csv")).toContain('Unknown column in the header row: "modelnumber"');
    expect(await refused("subtitle\r\nX\r\n", "csv")).toBe("The header row needs a column that says which product a row is: id, model_number, slug or name.");
    expect(await refused('name\r\n"unclosed\r\n', "csv")).toMatch(/a quoted cell is never closed/);
    expect(await refused("{not json", "json")).toMatch(/^The JSON file could not be read/);
    expect(await refused('{"format":"something-else","products":[]}', "json")).toBe('This JSON file is not a product export (its format is "something-else").');
    expect(() => decodeText(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a]))).toThrow('The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)".');
    // JSON: a bare list of products, a semicolon CSV; an unknown field refuses its product only.
    const plan = await planImport(db, fileOf('[{"name":"From JSON","surprise":1}]', "json"));
    expect(errorsOf(plan, 1)).toEqual([{ column: "surprise", label: "surprise", message: "Unknown field: the fields are the columns of an export" }]);
    expect((await planImport(db, fileOf("name;model_number\r\nSemicolon product;SEMI-1\r\n", "csv"))).report.listed.create[0]).toMatchObject({ name: "Semicolon product", model_number: "SEMI-1" });
  });
});

const countProducts = async (db: Db) => Number((await db.selectFrom("products").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
async function countAudit(db: Db) {
  const row = await db.selectFrom("audit_log").select([(eb) => eb.fn.countAll().as("n"), (eb) => eb.fn.max("id").as("last")]).executeTakeFirstOrThrow();
  return { n: Number(row.n), last: Number(row.last ?? 0) };
}
const attributeValues = (db: Db, productId: number) =>
  db.selectFrom("product_attribute_values").select(["attribute_id", "number_value", "choice", "shown"]).where("product_id", "=", productId).orderBy("attribute_id").execute();

/** A database-level failure on one product's insert, as a broken disk or a constraint would cause. */
async function failInsertsNamed(db: Db, name: string) {
  if (dialectOf(db) === "postgres") {
    await sql.raw(`create function fail_import_insert() returns trigger language plpgsql as $$ begin if new.name = '${name}' then raise exception 'boom: refused by the test'; end if; return new; end $$`).execute(db);
    await sql`create trigger fail_import_insert before insert on products for each row execute function fail_import_insert()`.execute(db);
  } else {
    await sql.raw(`create trigger fail_import_insert before insert on products when new.name = '${name}' begin select raise(abort, 'boom: refused by the test'); end`).execute(db);
  }
}

async function stopFailingInserts(db: Db) {
  await sql`drop trigger fail_import_insert${sql.raw(dialectOf(db) === "postgres" ? " on products" : "")}`.execute(db);
  if (dialectOf(db) === "postgres") await sql`drop function fail_import_insert()`.execute(db);
}
