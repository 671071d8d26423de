import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { deleteDriverCategory, listDriverCategories } from "~/content/driver-category/repository.server";
import { deleteDriver, listDrivers } from "~/content/driver/repository.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { createS3Storage } from "~/storage/s3.server";
import type { Storage } from "~/storage/storage";
import { type LocalS3, startLocalS3 } from "../setup/s3-server";
import { addAltText, expectToast, residentBytes, serverDataDir, writeZip } from "./admin-content-helpers";
import { test as adminTest, expect, signIn, waitForHydration } from "./admin-session";
import { dismissActivePopups } from "./public-helpers";
import { findServerTemplate, startTestServer } from "./test-server";

const MB = 1024 * 1024;

/**
 * The production server with S3_* pointing at s3rver on 127.0.0.1: this worker's server keeps no
 * media folder, so every file a page shows or a visitor downloads has to come from the bucket.
 */
const test = adminTest.extend<{ bucket: Storage }, { s3: LocalS3 }>({
  s3: [
    async ({}, use) => {
      const s3 = await startLocalS3();
      await use(s3);
      await s3.stop();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ database, s3 }, use, workerInfo) => {
      const template = findServerTemplate(database);
      // The seeded demo's media, moved into the bucket as an operator switching to S3 would copy it.
      const local = createLocalDiskStorage(path.join(template.dataDir, "media"));
      const bucket = createS3Storage(s3.settings);
      for await (const { key } of local.list()) {
        const object = await local.get(key);
        await bucket.put(key, object!.body, { contentType: object!.contentType });
      }
      const server = await startTestServer(template, `s3 ${workerInfo.project.name}#${workerInfo.workerIndex}`, s3.env);
      rmSync(path.join(serverDataDir(server.pid), "media"), { recursive: true, force: true });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 200_000 },
  ],
  bucket: async ({ s3 }, use) => {
    await use(createS3Storage(s3.settings));
  },
});

test("demo pages show their images from the bucket", async ({ page, db }) => {
  await dismissActivePopups(page, db);
  await page.goto("/products");
  const image = page.locator("main img[srcset]").first();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
});

test("an image uploaded in the admin is written to the bucket with its variants and shown on the product page", async ({ page, db, adminEmail, bucket }, testInfo) => {
  test.setTimeout(90_000);
  const photo = testInfo.outputPath("s3-photo.jpg");
  await sharp({ create: { width: 900, height: 600, channels: 3, background: "#aa3322" } }).jpeg().toFile(photo);
  const product = await db.selectFrom("products").select(["id", "main_image"]).orderBy("id").executeTakeFirstOrThrow();

  await signIn(page, adminEmail, `/admin/login?redirectTo=${encodeURIComponent(`/admin/products?edit=${product.id}`)}`);
  const form = page.getByRole("form", { name: "Edit Product" });
  await form.getByRole("tab", { name: "Media" }).click();
  const chooser = page.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Upload main image" }).click();
  await (await chooser).setFiles(photo);
  await expect(page.getByText("Image uploaded successfully").last()).toBeVisible();
  await addAltText(page, "Main image", "A red test photo");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();

  const saved = await db.selectFrom("products").select("main_image").where("id", "=", product.id).executeTakeFirstOrThrow();
  expect(saved.main_image).not.toBe(product.main_image);
  const key = saved.main_image!.replace(/^\/media\//, "");
  const stored: string[] = [];
  for await (const object of bucket.list(key.replace(/\.jpg$/, ""))) stored.push(object.key);
  expect(stored).toContain(key);
  expect(stored.filter((name) => /-\d+w\.webp$/.test(name)).length).toBeGreaterThan(1);

  await dismissActivePopups(page, db);
  await page.goto(`/product/${product.id}`);
  const image = page.locator(`main img[src*="${key.replace(/\.jpg$/, "")}"]`).first();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const shown = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(shown).toMatch(/-\d+w\.webp$/);
  const served = await page.request.get(`/media/${key}`);
  expect(served.status()).toBe(200);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await served.body()).toEqual(await buffer((await bucket.get(key))!.body));
});

test("a 50 MB driver streams into the bucket within the memory bound and downloads from /support under its name", async ({ page, db, adminEmail, baseURL, bucket, server }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(os.tmpdir(), "showroom-s3-driver-"));
  try {
    const file = path.join(folder, "S3 Driver Package.zip");
    writeZip(file, 50 * MB);
    const checksum = createHash("sha256").update(readFileSync(file)).digest("hex");

    await signIn(page, adminEmail, "/admin/drivers");
    await page.getByRole("link", { name: "Add Category" }).click();
    const categoryForm = page.getByRole("form", { name: "Add Category" });
    await categoryForm.getByLabel("Category Name").fill("S3 Modules");
    await categoryForm.getByRole("button", { name: "Create Category" }).click();
    await expectToast(page, "Driver category created successfully");
    await page.getByRole("link", { name: "Add Driver" }).click();
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Add Driver" });
    await form.getByLabel("Driver Name").fill("S3 Driver");
    await form.getByLabel("Version").fill("1.0");
    await form.getByLabel("Release date").fill("2026-01-05");
    await form.getByLabel("Driver Category").selectOption({ label: "S3 Modules" });
    await form.getByLabel("Choose driver file").setInputFiles(file);

    // As in admin-content-drivers.spec.ts: a smaller upload first lets the allocator settle.
    const warmUp = path.join(folder, "Warm-up.zip");
    writeZip(warmUp, 10 * MB);
    const warmed = await page.request.post("/api/admin/driver-file", {
      multipart: { file: { name: "Warm-up.zip", mimeType: "application/zip", buffer: readFileSync(warmUp) } },
      headers: { Origin: baseURL ?? "" },
    });
    expect(warmed.status()).toBe(200);
    await page.request.delete(`/api/admin/driver-file?link=${encodeURIComponent((await warmed.json()).url)}`, { headers: { Origin: baseURL ?? "" } });

    const before = residentBytes(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(server.pid));
    }, 20);
    try {
      await form.getByRole("button", { name: "Upload Driver" }).click();
      await expect(form.getByText("Driver file uploaded")).toBeVisible({ timeout: 60_000 });
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before, `resident memory grew from ${before} to ${peak} bytes`).toBeLessThan(45 * MB);
    await form.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Driver created successfully");

    const driver = (await listDrivers(db)).find((candidate) => candidate.name === "S3 Driver")!;
    const key = driver.download_link.replace(/^\/media\//, "");
    expect(await bucket.head(key)).toMatchObject({ size: 50 * MB });

    await dismissActivePopups(page, db);
    await page.goto("/support");
    await page.getByText("S3 Modules").click();
    await expect(page.getByText(`SHA-256: ${checksum}`)).toBeVisible();
    const href = (await page.getByRole("link", { name: "Download S3 Driver, version 1.0" }).getAttribute("href")) ?? "";
    const fetched = await page.request.get(href);
    expect(fetched.headers()["content-disposition"]).toContain("filename*=UTF-8''S3%20Driver%20Package.zip");
    expect(fetched.headers()["cache-control"]).toBe("public, max-age=3600");
    expect(createHash("sha256").update(await fetched.body()).digest("hex")).toBe(checksum);
    // A resumed download: only the asked-for bytes, read from the bucket by range.
    const part = await page.request.get(href, { headers: { Range: `bytes=${50 * MB - 22}-` } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes ${50 * MB - 22}-${50 * MB - 1}/${50 * MB}`);
    expect(await part.body()).toEqual(readFileSync(file).subarray(50 * MB - 22));

    await deleteDriver(db, driver.id);
    const category = (await listDriverCategories(db)).find((candidate) => candidate.name === "S3 Modules");
    if (category) await deleteDriverCategory(db, category.id);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
