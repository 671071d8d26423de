import { expect, test as base } from "./fixtures";
import { type Browser, type Category, type Theme, auditPage, auditedPages, launchChromium, pagePath } from "./lighthouse-audit";

// Lighthouse's mobile run (a phone-sized viewport) on the pages `npm run lighthouse` measures.
// Performance depends on the machine's load and is left to that script; these three categories
// are deterministic, so anything below 100 is a defect.
const checked: Category[] = ["accessibility", "best-practices", "seo"];
const themes: Theme[] = ["light", "dark"];

/** One Chromium per worker for every Lighthouse run, as Lighthouse attaches to a running browser. */
const test = base.extend<object, { lighthouseBrowser: Browser }>({
  lighthouseBrowser: [
    async ({}, use) => {
      const browser = await launchChromium();
      await use(browser);
      await browser.close();
    },
    { scope: "worker" },
  ],
});

for (const theme of themes) {
  test.describe(`Lighthouse in the ${theme} theme`, () => {
    for (const page of auditedPages) {
      test(`${page} scores 100 for accessibility, best practices and SEO`, async ({ server, lighthouseBrowser }) => {
        test.setTimeout(120_000);
        const path = await pagePath(server.baseURL, page);

        const report = await auditPage(lighthouseBrowser, server.baseURL, path, theme, checked);

        const lost = checked.flatMap((category) => (report.failing[category] ?? []).map((audit) => `${category}: ${audit}`));
        expect(report.scores, `audits that lost points on ${path}:\n${lost.join("\n")}`).toEqual({
          accessibility: 100,
          "best-practices": 100,
          seo: 100,
        });
      });
    }
  });
}
