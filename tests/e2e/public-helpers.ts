import type { Page } from "@playwright/test";
import { listActivePopups } from "~/content/popup/repository.server";
import type { Db } from "~/db/connection.server";

/**
 * Marks every currently active popup as dismissed in the page's session before any page script
 * runs, so a timed popup (the demo content has one on all pages) never covers what a test clicks.
 */
export async function dismissActivePopups(page: Page, db: Db): Promise<void> {
  const ids = (await listActivePopups(db)).map((popup) => popup.id);
  await page.addInitScript((dismissed) => {
    // Init scripts also run in frames (the contact page's maps), where storage may be off limits.
    if (window.top !== window) return;
    window.sessionStorage.setItem("dismissed-popups", JSON.stringify(dismissed));
  }, ids);
}

/** Waits until React has hydrated a public page: React marks each element it owns. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector('footer a[href="/about"]');
    return !!link && Object.keys(link).some((key) => key.startsWith("__reactFiber"));
  });
}
