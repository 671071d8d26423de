/**
 * `npm run lighthouse`: starts the production build (run `npm run build` first) on a freshly
 * seeded SQLite database, runs Lighthouse in its default mobile configuration with Debian's
 * Chromium on the five main public pages, and prints the four category scores per page against
 * the targets. Exits non-zero when a target is missed. Everything runs on 127.0.0.1.
 *
 * LIGHTHOUSE_THEME=dark audits the dark theme (the theme cookie) instead of the light one.
 */
import {
  type Browser,
  type PageReport,
  auditPage,
  auditedPages,
  categories,
  launchChromium,
  missedTargets,
  pagePath,
  targets,
} from "../tests/e2e/lighthouse-audit";
import { type TestServer, startTestServer } from "../tests/e2e/test-server";

const theme = process.env.LIGHTHOUSE_THEME === "dark" ? "dark" : "light";

function printTable(reports: PageReport[]) {
  const header = ["page".padEnd(56), ...categories.map((category) => category.padStart(15))].join("");
  console.log(`\nLighthouse 12.8, mobile, ${theme} theme\n`);
  console.log(header);
  console.log(
    [
      "target".padEnd(56),
      ...categories.map((category) => `${category === "performance" ? ">= " : ""}${targets[category]}`.padStart(15)),
    ].join(""),
  );
  for (const report of reports) {
    const cells = categories.map((category) => {
      const score = report.scores[category] ?? 0;
      return `${score < targets[category] ? "x " : ""}${score}`.padStart(15);
    });
    console.log([report.path.padEnd(56), ...cells].join(""));
  }
}

function printDetails(reports: PageReport[]) {
  for (const report of reports) {
    console.log(`\n${report.path}: ${report.metrics.join(", ")}`);
    for (const category of categories) {
      const failing = report.failing[category] ?? [];
      if (failing.length > 0) console.log(`  ${category} lost points on: ${failing.join("; ")}`);
    }
    if (report.opportunities.length > 0) console.log(`  opportunities: ${report.opportunities.join("; ")}`);
  }
}

async function main() {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server?.stop();
  };
  // Ctrl-C still stops the browser and the server and removes their temporary folders.
  process.once("SIGINT", () => void stop().finally(() => process.exit(130)));
  try {
    server = await startTestServer("sqlite", "lighthouse");
    browser = await launchChromium();
    const reports: PageReport[] = [];
    for (const page of auditedPages) {
      const path = await pagePath(server.baseURL, page);
      process.stderr.write(`auditing ${path}\n`);
      reports.push(await auditPage(browser, server.baseURL, path, theme));
    }
    printDetails(reports);
    printTable(reports);
    const missed = reports.flatMap((report) => missedTargets(report).map((category) => `${report.path} ${category}`));
    if (missed.length > 0) {
      console.log(`\nMissed: ${missed.join(", ")}`);
      process.exitCode = 1;
    } else {
      console.log("\nEvery target met.");
    }
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
