import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/e2e/chromium";
import type { ServerOptions } from "./tests/e2e/fixtures";

// Browser tests run against the production build (`npm run build` first; `npm test` does it).
// Each worker starts its own server on its own copy of a freshly seeded database
// (tests/e2e/global-setup.ts, tests/e2e/fixtures.ts), so workers never share state.
// The several-instances test deploys two servers on one PostgreSQL database: it belongs to the postgres project only.
const POSTGRES_ONLY = /several-instances\.spec\.ts$/;
const projects: Array<{ name: string; use: Partial<ServerOptions>; testIgnore?: RegExp }> = [
  { name: "sqlite", use: { database: "sqlite" }, testIgnore: POSTGRES_ONLY },
];
// Run once, in the project every run has:
// - the database-down test, which brings a PostgreSQL server of its own to stop, whatever the
//   project's database;
// - audits of the public pages (accessibility, Lighthouse, page weight): both projects serve the
//   same seeded content through the same code, so a second run would audit the same bytes. Every
//   test of reading, writing or listing data, and the HTML validity of admin screens, runs on both.
const ONCE = /(fault-database-down|public-a11y|lighthouse|lean-pages|lean-home)\.spec\.ts$/;
if (process.env.TEST_DATABASE_URL) projects.push({ name: "postgres", use: { database: "postgres" }, testIgnore: ONCE });

export default defineConfig<object, ServerOptions>({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: "test-results/e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: one worker per core, each with its own server.
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    browserName: "chromium",
    headless: true,
    // Debian's Chromium; Playwright's own browser downloads are not used (scripts/ensure-browser.sh).
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Playwright gives every launch a fresh temporary --user-data-dir of its own.
      args: CHROMIUM_FLAGS,
    },
    // Recording a trace for every test costs about a fifth of the browser tests' time, and CI keeps
    // only its printed log (each failure's error and page snapshot), so traces are for local runs.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects,
});
