/** Debian's Chromium: Playwright's and Lighthouse's own browser downloads are not used (scripts/ensure-browser.sh). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** What Chromium needs to run headless as root here, with nothing fetched from outside. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
