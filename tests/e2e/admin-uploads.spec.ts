import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, signIn, test } from "./admin-session";

test("a PHP file renamed .jpg is refused with a clear message, and nothing is stored", async ({ page, adminEmail, db }, testInfo) => {
  const before = await db.selectFrom("media_files").select("id").execute();
  const fake = testInfo.outputPath("shell.jpg");
  await (await import("node:fs/promises")).writeFile(fake, '<?php system($_GET["cmd"]); ?>');
  await signIn(page, adminEmail, "/admin/categories?new=1");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload image" }).click();
  await (await chooser).setFiles(fake);
  await expect(page.getByText("Error uploading image")).toBeVisible();
  await expect(page.getByText("This file is not an image. Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Image" })).toHaveValue("");
  expect(await db.selectFrom("media_files").select("id").execute()).toHaveLength(before.length);
});

test("an image over 2 MB is refused by the server, with nothing written to storage", async ({ page, adminEmail, db, server, baseURL }) => {
  await signIn(page, adminEmail);
  const mediaDir = server.database.kind === "sqlite" ? path.join(path.dirname(server.database.file), "media") : null;
  const filesIn = (dir: string | null) => (dir ? readdirSync(dir, { recursive: true }).length : 0);
  const filesBefore = filesIn(mediaDir);
  const rowsBefore = await db.selectFrom("media_files").select("id").execute();

  const oversized = Buffer.alloc(2 * 1024 * 1024 + 100, 0x41);
  oversized.set([0xff, 0xd8, 0xff, 0xe0]);
  const response = await page.request.post("/api/admin/uploads/image", {
    multipart: { file: { name: "huge.jpg", mimeType: "image/jpeg", buffer: oversized } },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ success: false, error: "The image is larger than 2 MB. Please choose a smaller image." });
  expect(filesIn(mediaDir)).toBe(filesBefore);
  expect(await db.selectFrom("media_files").select("id").execute()).toHaveLength(rowsBefore.length);
});
