import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createProduct } from "../product/repository.server";
import { bySameDownloads, findDownloadsByModel, MODEL_RESULTS_SHOWN } from "./find-by-model.server";
import { downloadGroupViews } from "~/components/support/download-view";
import { listProductDownloads } from "./public-downloads.server";
import { createDriver } from "./repository.server";
import type { PublicDownload } from "./public-download";

describeEachDatabase("public downloads", (getDb) => {
  it("lists a product's downloads by title, the latest version first and the older ones after it", async () => {
    const db = getDb();
    const sds = await createProduct(db, { name: "Serial Device Server 1-port", model_number: "PUB-SDS-1100" });
    const other = await createProduct(db, { name: "Other product", model_number: "PUB-OTHER-1" });
    const add = (name: string, kind: string, version: string, release_date: string, products: number[], extra: object = {}) =>
      createDriver(db, { name, kind, version, release_date, download_link: `/media/drivers/2026/01/${name.length}${version.replace(/\W/g, "")}.zip`, product_ids: products, ...extra });
    const v10 = await add("Real COM Driver", "driver", "1.0", "2024-05-14", [sds.id], { operating_systems: ["windows-10"] });
    const v12 = await add("Real COM Driver", "driver", "1.2", "2025-10-01", [sds.id], { operating_systems: ["windows-11", "windows-10"], release_notes: "Reconnects by itself.", file_size: 16_384 });
    const manual = await add("SDS User Manual", "manual", "Rev. B", "2026-01-10", [sds.id, other.id]);
    const firmware = await add("SDS Firmware", "firmware", "2.0", "2025-01-01", [sds.id]);
    await add("Unrelated utility", "utility", "5.0", "2025-12-01", [other.id]);

    const groups = downloadGroupViews(await listProductDownloads(db, sds.id), null);
    expect(groups.map((group) => [group.kind, group.title, group.latest.version, group.older.map((row) => row.version)])).toEqual([
      ["Driver", "Real COM Driver", "1.2", ["1.0"]],
      ["Firmware", "SDS Firmware", "2.0", []],
      ["Manual", "SDS User Manual", "Rev. B", []],
    ]);
    expect(groups[0].latest).toMatchObject({
      id: v12.id,
      facts: "Version 1.2 · Released October 1, 2025 · 16 KB",
      systems: "Windows 11, Windows 10",
      notes: "Reconnects by itself.",
      href: v12.download_link,
    });
    expect(groups[0].older[0]).toMatchObject({ id: v10.id, facts: "Version 1.0 · Released May 14, 2024", systems: "Windows 10" });
    expect(groups.map((group) => group.latest.id)).toEqual([v12.id, firmware.id, manual.id]);
  });

  it("finds a product's downloads by model number or name through the search index, and says so when there are none", async () => {
    const db = getDb();
    const gateway = await createProduct(db, { name: "Modbus Gateway Two-Port", model_number: "FND-PGW-2S" });
    const quiet = await createProduct(db, { name: "Gateway Without Files", model_number: "FND-PGW-9X" });
    const tool = await createDriver(db, { name: "Gateway Config Tool", kind: "utility", version: "4.1", release_date: "2025-03-03", download_link: "https://files.example.com/gw-tool.zip", product_ids: [gateway.id] });

    const exact = await findDownloadsByModel(db, "  fnd-pgw-2s ");
    expect(exact).toMatchObject({ query: "fnd-pgw-2s", more: false });
    expect(exact.products.map((product) => [product.name, product.model_number, product.downloads.map((row) => row.id)])).toEqual([
      ["Modbus Gateway Two-Port", "FND-PGW-2S", [tool.id]],
    ]);
    // A fragment of the model number, and a part of the name, find it too; the product without files is left out.
    for (const text of ["PGW-2", "two-port", "FND-PGW"]) {
      expect((await findDownloadsByModel(db, text)).products.map((product) => product.id), text).toEqual([gateway.id]);
    }
    expect(quiet.id).toBeGreaterThan(0);
    expect(await findDownloadsByModel(db, "FND-PGW-9X")).toEqual({ query: "FND-PGW-9X", products: [], more: false });
    expect(await findDownloadsByModel(db, "no such model qq")).toEqual({ query: "no such model qq", products: [], more: false });
    expect(await findDownloadsByModel(db, "   ")).toEqual({ query: "", products: [], more: false });
  });

  it("gives each product found its own files when products share some, and lists products with the very same files together", async () => {
    const db = getDb();
    const twin = (n: number) => createProduct(db, { name: `Shared Files Panel ${n}`, model_number: `SHF-${n}00` });
    const [first, second, third] = [await twin(1), await twin(2), await twin(3)];
    const add = (name: string, version: string, products: number[]) =>
      createDriver(db, { name, version, release_date: "2025-06-01", download_link: `https://files.example.com/${name.replace(/\W/g, "")}-${version}.zip`, product_ids: products });
    const serial = await add("Shared Serial Driver", "1.0", [first.id, second.id, third.id]);
    const newer = await add("Shared Serial Driver", "1.1", [first.id, second.id, third.id]);
    const bios = await add("Third Panel BIOS", "R2", [third.id]);

    const found = await findDownloadsByModel(db, "Shared Files Panel");
    const files = (id: number) => found.products.find((product) => product.id === id)?.downloads.map((row) => row.id).sort((a, b) => a - b);
    expect(found.products.map((product) => product.id).sort((a, b) => a - b)).toEqual([first.id, second.id, third.id]);
    expect(files(first.id)).toEqual([serial.id, newer.id]);
    expect(files(second.id)).toEqual([serial.id, newer.id]);
    expect(files(third.id)).toEqual([serial.id, newer.id, bios.id]);
    expect(found.products.find((product) => product.id === third.id)?.downloads.find((row) => row.id === bios.id)).toMatchObject({ name: "Third Panel BIOS", version: "R2" });

    const sets = bySameDownloads(found.products);
    expect(sets.map((set) => [set.products.map((product) => product.id).sort((a, b) => a - b), set.downloads.map((row) => row.id).sort((a, b) => a - b)])).toEqual(
      expect.arrayContaining([
        [[first.id, second.id], [serial.id, newer.id]],
        [[third.id], [serial.id, newer.id, bios.id]],
      ]),
    );
    expect(sets).toHaveLength(2);
  });

  it("lists sets of products in the order of each set's best-ranked product, the same files in any order counting as the same", () => {
    const product = (id: number, downloads: number[]) => ({ id, name: `P${id}`, slug: `p${id}`, model_number: null, downloads: downloads.map((download) => ({ id: download }) as PublicDownload) });
    const sets = bySameDownloads([product(7, [1, 2]), product(3, [5]), product(9, [2, 1]), product(4, [5]), product(8, [])]);
    expect(sets.map((set) => set.products.map((row) => row.id))).toEqual([[7, 9], [3, 4], [8]]);
    expect(sets[0].products[0]).toEqual({ id: 7, name: "P7", slug: "p7", model_number: null });
  });

  it("shows at most a page of products and says there are more", async () => {
    const db = getDb();
    const products = [];
    for (let i = 0; i < MODEL_RESULTS_SHOWN + 2; i += 1) products.push(await createProduct(db, { name: `Lots Panel ${i}`, model_number: `LOTS-${100 + i}` }));
    await createDriver(db, { name: "Lots driver", version: "1", release_date: "2025-01-01", download_link: "https://files.example.com/lots.zip", product_ids: products.map((row) => row.id) });
    const found = await findDownloadsByModel(db, "LOTS-");
    expect(found.products).toHaveLength(MODEL_RESULTS_SHOWN);
    expect(found.more).toBe(true);
  });
});
