import { expect, it } from "vitest";
import type { ZodError } from "zod";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createDriverCategory } from "../driver-category/repository.server";
import { createProduct, deleteProduct } from "../product/repository.server";
import { readContentVersion } from "../shared/content-version.server";
import { RuleViolationError } from "../shared/errors";
import { driverInput, RELEASE_DATE_IN_FUTURE } from "./definition";
import { CATEGORY_GONE, createDriver, deleteDriver, getDriver, listDrivers, PRODUCT_GONE, updateDriver } from "./repository.server";

const checksum = "a".repeat(64);
const release = { version: "1.0", release_date: "2026-01-01" };

/** The form's message by field: the first of each, as the form shows it next to the field. */
function messages(input: Record<string, unknown>): Record<string, string> {
  const parsed = driverInput.safeParse(input);
  if (parsed.success) return {};
  const shown: Record<string, string> = {};
  for (const issue of (parsed.error as ZodError).issues) shown[issue.path.join(".")] ??= issue.message;
  return shown;
}

it("checks every field of the form, each with its own message", () => {
  expect(messages({ name: " ", kind: "", version: " ", release_date: "", download_link: "" })).toEqual({
    name: "Name is required",
    kind: "Kind is required",
    version: "Version is required",
    release_date: "Release date is required",
    download_link: "Driver file is required",
  });
  const base = { name: "Real COM Driver", kind: "driver", version: "1.2", release_date: "2025-10-01", download_link: "a.zip" };
  expect(messages(base)).toEqual({});
  expect(messages({ ...base, kind: "screensaver" })).toEqual({ kind: "Choose a kind from the list" });
  expect(messages({ ...base, version: "v".repeat(41) })).toEqual({ version: "Must be at most 40 characters" });
  expect(messages({ ...base, version: "--" })).toEqual({ version: "Version must contain a letter or a digit" });
  expect(messages({ ...base, version: "1.2\n1.3" })).toEqual({ version: "Must be a single line, without line breaks or control characters" });
  expect(messages({ ...base, release_date: "2025-13-45" })).toEqual({ release_date: "Please enter a valid date" });
  expect(messages({ ...base, release_date: "2999-01-01" })).toEqual({ release_date: RELEASE_DATE_IN_FUTURE });
  expect(messages({ ...base, operating_systems: ["windows-11", "beos"] })).toEqual({ "operating_systems.1": "Choose operating systems from the list" });
  expect(messages({ ...base, release_notes: "x".repeat(5_001) })).toEqual({ release_notes: "Must be at most 5,000 characters" });
  expect(messages({ ...base, product_ids: ["abc"] })).toEqual({ "product_ids.0": "Choose products from the list" });
  expect(messages({ ...base, product_ids: Array.from({ length: 201 }, (_, i) => String(i + 1)) })).toEqual({ product_ids: "A download can serve at most 200 products" });
  // One ticked box arrives as a single value; repeats count once.
  expect(driverInput.parse({ ...base, operating_systems: "linux", product_ids: ["3", "3", "4"] })).toMatchObject({ operating_systems: ["linux"], product_ids: [3, 4] });
});

describeEachDatabase("driver repository", (getDb) => {
  it("creates, reads, updates and deletes a download with its kind, version, systems, notes and category name", async () => {
    const db = getDb();
    const category = await createDriverCategory(db, { name: "Serial Converters" });
    const v0 = await readContentVersion(db);
    const created = await createDriver(db, {
      name: " USB to RS485 ",
      kind: "driver",
      version: " 3.2.1 ",
      release_date: "2025-10-01",
      operating_systems: ["windows-11", "linux", "windows-11"],
      release_notes: "  Fixes the baud rate above 921,600.\nAdds Windows 11.  ",
      driver_category_id: String(category.id),
      download_link: "https://media.example.com/drivers/rs485.zip",
      file_name: "rs485.zip",
      file_size: 1_234_567,
      checksum_sha256: checksum.toUpperCase(),
    });
    expect(created).toMatchObject({
      name: "USB to RS485",
      kind: "driver",
      version: "3.2.1",
      release_date: "2025-10-01",
      operating_systems: ["windows-11", "linux"],
      release_notes: "Fixes the baud rate above 921,600.\nAdds Windows 11.",
      driver_category_id: category.id,
      category_name: "Serial Converters",
      file_name: "rs485.zip",
      file_size: 1_234_567,
      checksum_sha256: checksum,
      product_ids: [],
    });
    expect(await getDriver(db, created.id)).toEqual(created);
    expect(await readContentVersion(db)).toBe(v0 + 1);

    const updated = await updateDriver(db, created.id, { ...release, name: "RS485 Driver", kind: "utility", driver_category_id: "", download_link: "rs485-v2.zip" });
    expect(updated).toMatchObject({ name: "RS485 Driver", kind: "utility", driver_category_id: null, category_name: null, file_size: null, operating_systems: [], release_notes: null });
    expect(await updateDriver(db, 999_999, { ...release, name: "X", download_link: "x.zip" })).toBeUndefined();
    expect(await readContentVersion(db)).toBe(v0 + 2);

    expect(await deleteDriver(db, created.id)).toBe(true);
    expect(await getDriver(db, created.id)).toBeUndefined();
    expect(await readContentVersion(db)).toBe(v0 + 3);
  });

  it("lists newest first", async () => {
    const db = getDb();
    for (const name of ["First", "Second", "Third"]) await createDriver(db, { ...release, name, download_link: `${name}.zip` });
    expect((await listDrivers(db)).map((d) => d.name).slice(0, 3)).toEqual(["Third", "Second", "First"]);
  });

  it("refuses a missing name or file, a bad checksum and an unknown category", async () => {
    const db = getDb();
    await expect(createDriver(db, { ...release, name: " ", download_link: "a.zip" })).rejects.toThrow("Name is required");
    await expect(createDriver(db, { ...release, name: "A", download_link: "" })).rejects.toThrow("Driver file is required");
    await expect(createDriver(db, { name: "A", download_link: "a.zip", version: "1", release_date: "" })).rejects.toThrow("Release date is required");
    await expect(createDriver(db, { ...release, name: "A", download_link: "a.zip", checksum_sha256: "abc" })).rejects.toThrow("Checksum must be a SHA-256 hex digest");
    const attempt = createDriver(db, { ...release, name: "A", download_link: "a.zip", driver_category_id: 999_999 });
    await expect(attempt).rejects.toBeInstanceOf(RuleViolationError);
    await expect(createDriver(db, { ...release, name: "A", download_link: "a.zip", driver_category_id: 999_999 })).rejects.toThrow(CATEGORY_GONE);
  });

  it("links a download to the products it serves, refuses a product that is gone, and drops the link when either goes", async () => {
    const db = getDb();
    const [sds, gateway, tracker] = [
      await createProduct(db, { name: "Links SDS", model_number: "LNK-SDS-1" }),
      await createProduct(db, { name: "Links Gateway", model_number: "LNK-GW-2" }),
      await createProduct(db, { name: "Links Tracker", model_number: "LNK-TR-3" }),
    ];
    const driver = await createDriver(db, { ...release, name: "Links driver", download_link: "l.zip", product_ids: [String(gateway.id), String(sds.id)] });
    expect(driver.product_ids).toEqual([sds.id, gateway.id].sort((a, b) => a - b));

    const moved = await updateDriver(db, driver.id, { ...release, name: "Links driver", download_link: "l.zip", product_ids: [gateway.id, tracker.id] });
    expect(moved?.product_ids).toEqual([gateway.id, tracker.id].sort((a, b) => a - b));
    const links = await db.selectFrom("driver_products").select("product_id").where("driver_id", "=", driver.id).orderBy("product_id").execute();
    expect(links.map((row) => row.product_id)).toEqual(moved?.product_ids);

    // Every broken rule at its field at once; nothing is written.
    const refused = await updateDriver(db, driver.id, { ...release, name: "Renamed", download_link: "l.zip", product_ids: [999_998], driver_category_id: 999_999 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RuleViolationError);
    expect((refused as RuleViolationError).fieldErrors).toEqual({ driver_category_id: [CATEGORY_GONE], product_ids: [PRODUCT_GONE] });
    expect(await getDriver(db, driver.id)).toMatchObject({ name: "Links driver", product_ids: moved?.product_ids });

    await deleteProduct(db, tracker.id);
    expect((await getDriver(db, driver.id))?.product_ids).toEqual([gateway.id]);
    await deleteDriver(db, driver.id);
    expect(await db.selectFrom("driver_products").select("product_id").where("driver_id", "=", driver.id).execute()).toEqual([]);
    for (const product of [sds, gateway]) await deleteProduct(db, product.id);
  });
});
