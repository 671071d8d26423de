import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect } from "./admin-session";

/** The data folder (uploaded files, SQLite) of the test server with this process id, from its environment. */
export function serverDataDir(pid: number | undefined): string {
  if (!pid) throw new Error("The test server has no process id");
  const environ = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
  const dataDir = environ.find((pair) => pair.startsWith("DATA_DIR="))?.slice("DATA_DIR=".length);
  if (!dataDir) throw new Error(`No DATA_DIR in the environment of process ${pid}`);
  return dataDir;
}

/** Resident memory of a process, in bytes. */
export function residentBytes(pid: number | undefined): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Every file under the server's stored drivers, relative to that folder. */
export function storedDriverFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "media", "drivers");
  try {
    return (readdirSync(root, { recursive: true }) as string[]).filter((name) => /\.\w+$/.test(name)).sort();
  } catch {
    return [];
  }
}

/** Writes a valid, uncompressed ZIP of exactly `size` bytes (one entry of filler), as a driver package. */
export function writeZip(file: string, size: number): void {
  const name = Buffer.from("driver/payload.bin");
  const dataLength = size - (30 + name.length) - (46 + name.length) - 22;
  const data = Buffer.alloc(dataLength, 0x5a);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(dataLength, 18);
  local.writeUInt32LE(dataLength, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(dataLength, 20);
  central.writeUInt32LE(dataLength, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + dataLength, 16);
  writeFileSync(file, Buffer.concat([local, name, data, central, name, end]));
}

/** A toast (sonner) with this title, and optionally its description. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first()).toContainText(description);
}

/** Answers the question a form with unsaved changes asks before it is left: leave, dropping them. */
export async function leaveWithoutSaving(page: Page): Promise<void> {
  const warning = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await warning.getByRole("button", { name: "Leave without saving" }).click();
  await expect(warning).toBeHidden();
}

/**
 * Writes the alt text of the image an image field holds, through the field's "Add alt text" dialog
 * (decision 040): a save that puts an image without one on the site is refused.
 */
export async function addAltText(page: Page, field: string, alt: string): Promise<void> {
  await page.getByRole("button", { name: `Add alt text of ${field.toLowerCase()}` }).click();
  const dialog = page.getByRole("dialog", { name: /^Alt text of / });
  await dialog.getByRole("textbox", { name: "Alt text" }).fill(alt);
  await dialog.getByRole("button", { name: "Save alt text" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(alt, { exact: true }).first()).toBeVisible();
}

/**
 * Deletes a row of a list as staff do: its Delete link opens the one confirmation dialog, which names
 * the item (`item`, the row's name unless its link says more), and Move to trash confirms.
 */
export async function deleteToTrash(page: Page, rowName: string, item = rowName, within: Pick<Page, "getByRole"> = page): Promise<void> {
  await within.getByRole("link", { name: `Delete ${rowName}`, exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Move "${item}" to the trash?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Move to trash" }).click();
  await expect(dialog).toBeHidden();
}
