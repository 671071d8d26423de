import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteDriverCategory, listDriverCategories } from "~/content/driver-category/repository.server";
import { deleteDriver, listDrivers } from "~/content/driver/repository.server";
import { listMediaFiles } from "~/content/media-file/repository.server";
import { deleteToTrash, expectToast, residentBytes, serverDataDir, storedDriverFiles, writeZip } from "./admin-content-helpers";
import { expect, signIn, test, waitForHydration } from "./admin-session";
import { dismissActivePopups } from "./public-helpers";

const MB = 1024 * 1024;

test.describe("admin drivers", () => {
  let folder: string;
  test.beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "showroom-driver-files-"));
  });
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test("a category and a driver made in the admin appear on /support with the file's checksum; edited, then deleted, they change and go", async ({ page, db, adminEmail, server }) => {
    test.setTimeout(90_000);
    const file = path.join(folder, "Edge-IO Driver v2.1 (Win).zip");
    writeZip(file, 300 * 1024);
    const checksum = createHash("sha256").update(readFileSync(file)).digest("hex");
    const dataDir = serverDataDir(server.pid);
    const filesBefore = storedDriverFiles(dataDir);

    await signIn(page, adminEmail, "/admin/login?redirectTo=/admin/drivers");
    await page.getByRole("link", { name: "Add Category" }).click();
    const categoryForm = page.getByRole("form", { name: "Add Category" });
    await categoryForm.getByRole("button", { name: "Create Category" }).click();
    await expect(categoryForm.getByText("Category name is required")).toBeVisible();
    await categoryForm.getByLabel("Category Name").fill("Edge I/O Modules");
    await categoryForm.getByRole("button", { name: "Create Category" }).click();
    await expectToast(page, "Driver category created successfully");

    await page.getByRole("link", { name: "Add Driver" }).click();
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Add Driver" });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Driver file is required")).toBeVisible();
    await form.getByLabel("Driver Name").fill("Edge I/O Driver");
    await form.getByLabel("Version").fill("2.1");
    await form.getByLabel("Release date").fill("2026-02-01");
    await expect(form.getByLabel("Driver Category").locator("option").first()).toHaveText("Select category");
    await form.getByLabel("Driver Category").selectOption({ label: "Edge I/O Modules" });
    await form.getByLabel("Choose driver file").setInputFiles(file);
    // Held back for a moment, so the busy state can be seen.
    await page.route("**/api/admin/driver-file", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await form.getByRole("button", { name: "Upload Driver" }).click();
    await expect(form.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    await expect(form.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    await expectToast(page, "Driver uploaded successfully");
    await page.unroute("**/api/admin/driver-file");
    await expect(form.getByText("Driver file uploaded")).toBeVisible();
    await expect(form.getByText(`SHA-256 ${checksum}`)).toBeVisible();
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Driver created successfully");

    const list = page.getByRole("table", { name: "All Drivers" });
    const row = list.getByRole("row").filter({ hasText: "Edge I/O Driver" });
    await expect(row.getByRole("cell", { name: "Edge I/O Modules" })).toBeVisible();
    await expect(row.getByRole("link", { name: /Download Driver/ })).toHaveAttribute("target", "_blank");
    const driver = (await listDrivers(db)).find((candidate) => candidate.name === "Edge I/O Driver");
    expect(driver).toMatchObject({ file_name: "Edge-IO Driver v2.1 (Win).zip", file_size: 300 * 1024, checksum_sha256: checksum });
    expect(storedDriverFiles(dataDir)).toHaveLength(filesBefore.length + 1);

    // The public support page: the category, the driver, its checksum, and the file under its own name.
    await dismissActivePopups(page, db);
    await page.goto("/support");
    await page.getByText("Edge I/O Modules").click();
    const download = page.getByRole("link", { name: "Download Edge I/O Driver, version 2.1" });
    await expect(download).toBeVisible();
    await expect(page.getByText(`SHA-256: ${checksum}`)).toBeVisible();
    const fetched = await page.request.get((await download.getAttribute("href")) ?? "");
    expect(fetched.headers()["content-disposition"]).toContain('filename*=UTF-8\'\'Edge-IO%20Driver%20v2.1%20%28Win%29.zip');
    expect(createHash("sha256").update(await fetched.body()).digest("hex")).toBe(checksum);

    // Edit: a new name and a new file; the old file is removed from storage once no driver uses it.
    const second = path.join(folder, "Edge-IO Driver v2.2.zip");
    writeZip(second, 200 * 1024);
    await page.goto("/admin/drivers");
    await page.getByRole("link", { name: "Edit Edge I/O Driver 2.1" }).click();
    await waitForHydration(page);
    const edit = page.getByRole("form", { name: "Edit Driver" });
    await expect(edit.getByText("Driver file uploaded")).toBeVisible();
    await edit.getByRole("button", { name: "Remove driver file" }).click();
    await expect(edit.getByRole("button", { name: "Upload Driver" })).toBeVisible();
    await edit.getByLabel("Choose driver file").setInputFiles(second);
    await edit.getByRole("button", { name: "Upload Driver" }).click();
    await expect(edit.getByText("Edge-IO Driver v2.2.zip")).toBeVisible();
    await edit.getByLabel("Driver Name").fill("Edge I/O Driver Plus");
    await edit.getByLabel("Version").fill("2.2");
    await edit.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Driver updated successfully");
    expect(storedDriverFiles(dataDir)).toHaveLength(filesBefore.length + 1);
    await page.goto("/support");
    await page.getByText("Edge I/O Modules").click();
    await expect(page.getByRole("link", { name: "Download Edge I/O Driver Plus, version 2.2" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download Edge I/O Driver, version 2.1" })).toHaveCount(0);

    // Delete: gone from the list and from /support; its file stays while the driver is in the trash (decision 037).
    await page.goto("/admin/drivers");
    await deleteToTrash(page, "Edge I/O Driver Plus 2.2");
    await expectToast(page, "Driver deleted successfully");
    await expect(page.getByRole("table", { name: "All Drivers" }).getByText("Edge I/O Driver Plus")).toHaveCount(0);
    expect(storedDriverFiles(dataDir)).toHaveLength(filesBefore.length + 1);
    await page.goto("/support");
    await page.getByText("Edge I/O Modules").click();
    await expect(page.getByText("No downloads available in this category")).toBeVisible();

    const category = (await listDriverCategories(db)).find((candidate) => candidate.name === "Edge I/O Modules");
    if (category) await deleteDriverCategory(db, category.id);
  });

  test("a 50 MB driver streams to storage without the server's memory growing by its size", async ({ page, db, adminEmail, baseURL, server }) => {
    test.setTimeout(90_000);
    const file = path.join(folder, "Large Driver Package.zip");
    writeZip(file, 50 * MB);
    const { pid } = server;

    await signIn(page, adminEmail, "/admin/login?redirectTo=%2Fadmin%2Fdrivers%3Fnew%3D1");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Add Driver" });
    await form.getByLabel("Driver Name").fill("Large Driver Package");
    await form.getByLabel("Version").fill("1.0");
    await form.getByLabel("Release date").fill("2026-01-05");
    await form.getByLabel("Choose driver file").setInputFiles(file);

    // A first, smaller upload lets the server's allocator settle, so the reading shows this upload's cost.
    const warmUp = path.join(folder, "Warm-up.zip");
    writeZip(warmUp, 10 * MB);
    const warmed = await page.request.post("/api/admin/driver-file", {
      multipart: { file: { name: "Warm-up.zip", mimeType: "application/zip", buffer: readFileSync(warmUp) } },
      headers: { Origin: baseURL ?? "" },
    });
    expect(warmed.status()).toBe(200);
    await page.request.delete(`/api/admin/driver-file?link=${encodeURIComponent((await warmed.json()).url)}`, { headers: { Origin: baseURL ?? "" } });

    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, 20);
    try {
      await form.getByRole("button", { name: "Upload Driver" }).click();
      await expect(form.getByText("Driver file uploaded")).toBeVisible({ timeout: 60_000 });
    } finally {
      clearInterval(sampler);
    }
    // Buffered, the file alone would add its 50 MB (and its received chunks more until collected);
    // streamed, the server holds a few chunks at a time plus garbage the collector has not reclaimed yet.
    expect(peak - before, `resident memory grew from ${before} to ${peak} bytes`).toBeLessThan(45 * MB);

    const stored = (await listMediaFiles(db, { kind: "driver" })).find((media) => media.original_name === "Large Driver Package.zip");
    expect(stored?.size).toBe(50 * MB);
    expect(stored?.checksum_sha256).toBe(createHash("sha256").update(readFileSync(file)).digest("hex"));
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Driver created successfully");
    const driver = (await listDrivers(db)).find((candidate) => candidate.name === "Large Driver Package");
    await deleteDriver(db, driver!.id);
  });

  test("a 51 MB driver is refused, in the browser and by the server, and nothing is left in storage", async ({ page, db, adminEmail, baseURL, server }) => {
    const file = path.join(folder, "Too Large.zip");
    writeZip(file, 51 * MB);
    const dataDir = serverDataDir(server.pid);
    const filesBefore = storedDriverFiles(dataDir);
    const recordsBefore = (await listMediaFiles(db, { kind: "driver" })).length;

    await signIn(page, adminEmail, "/admin/login?redirectTo=%2Fadmin%2Fdrivers%3Fnew%3D1");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Add Driver" });
    await form.getByLabel("Choose driver file").setInputFiles(file);
    await form.getByRole("button", { name: "Upload Driver" }).click();
    await expectToast(page, "Error uploading driver", "The driver file is larger than 50 MB.");
    await expect(form.getByText("Driver file uploaded")).toHaveCount(0);

    // Straight to the endpoint, past the browser's check.
    const answer = await page.request.post("/api/admin/driver-file", {
      multipart: { file: { name: "Too Large.zip", mimeType: "application/zip", buffer: readFileSync(file) } },
      headers: { Origin: baseURL ?? "" },
    });
    expect(answer.status()).toBe(413);
    expect(await answer.json()).toEqual({ success: false, error: "The driver file is larger than 50 MB." });

    // And content that is not a download, whatever its name.
    const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(5000, 0x20)]);
    const fake = await page.request.post("/api/admin/driver-file", {
      multipart: { file: { name: "setup.exe", mimeType: "application/octet-stream", buffer: png } },
      headers: { Origin: baseURL ?? "" },
    });
    expect(fake.status()).toBe(415);
    expect(await fake.json()).toEqual({ success: false, error: "Only ZIP, RAR, EXE, MSI or PDF files can be uploaded." });

    expect(storedDriverFiles(dataDir)).toEqual(filesBefore);
    expect(await listMediaFiles(db, { kind: "driver" })).toHaveLength(recordsBefore);
  });

  test("without a session the driver upload answers 401 and stores nothing", async ({ request, baseURL, server }) => {
    const dataDir = serverDataDir(server.pid);
    const filesBefore = storedDriverFiles(dataDir);
    const answer = await request.post("/api/admin/driver-file", {
      multipart: { file: { name: "x.zip", mimeType: "application/zip", buffer: Buffer.from("PK\u0003\u0004".padEnd(4000, "x")) } },
      headers: { Origin: baseURL ?? "" },
    });
    expect(answer.status()).toBe(401);
    expect(storedDriverFiles(dataDir)).toEqual(filesBefore);
  });
});
