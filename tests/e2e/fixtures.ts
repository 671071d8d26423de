import { test as base, expect } from "@playwright/test";
import { type Db, openDatabase } from "~/db/connection.server";
import { type DatabaseKind, type TestServer, findServerTemplate, startTestServer } from "./test-server";

export type ServerOptions = { database: DatabaseKind };

type WorkerFixtures = ServerOptions & {
  /** This worker's own production server, on its own copy of the freshly seeded database. */
  server: TestServer;
  /** A connection to that server's database, to arrange or check data in a test. */
  db: Db;
};

/** Browser tests import `test` and `expect` from here, never from @playwright/test. */
export const test = base.extend<object, WorkerFixtures>({
  database: ["sqlite", { scope: "worker", option: true }],

  server: [
    async ({ database }, use, workerInfo) => {
      const template = findServerTemplate(database);
      const server = await startTestServer(template, `${workerInfo.project.name}#${workerInfo.workerIndex}`);
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 200_000 },
  ],

  db: [
    async ({ server }, use) => {
      const { db } = openDatabase(server.database);
      await use(db);
      await db.destroy();
    },
    { scope: "worker" },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },

  // An error in the browser console or an uncaught exception in the page fails the test.
  page: async ({ page }, use) => {
    const problems: string[] = [];
    const failedDocuments = new Set<string>();
    page.on("response", (response) => {
      if (response.request().isNavigationRequest() && response.status() >= 400) failedDocuments.add(response.url());
    });
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // Chromium also logs an error status of the page itself; the test asserts that status on its own.
      const url = message.location().url;
      if (message.text().startsWith("Failed to load resource") && failedDocuments.has(url)) return;
      problems.push(`console error: ${message.text()}${url ? ` (${url})` : ""}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught error in the page: ${error.message}`));
    await use(page);
    expect(problems, "errors in the browser console").toEqual([]);
  },
});

export { expect };
