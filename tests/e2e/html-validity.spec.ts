import type { APIRequestContext, APIResponse } from "@playwright/test";
import routes from "~/routes";
import { ADMIN_PASSWORD, createTestAdmin, expect, test } from "./admin-session";
import { type CheckedDocument, checkHtml, formatHtmlError } from "./html-checker";
import { arrangeData, coverage, routePatterns, type Visit } from "./html-pages";

/**
 * The Nu HTML Checker over the server-rendered HTML (what the server sends, not the hydrated DOM)
 * of every page of app/routes.ts (html-pages.ts), public pages as a visitor and admin screens
 * signed in, with the demo data. Any error fails, listed with page, line and message.
 */

/**
 * Light and dark (the theme cookie, app/components/theme/theme.ts) on every page. Without the cookie
 * ("system") a page is the light one plus a script in its head, checked on one page of each area.
 */
const themes = [
  { theme: "light", pick: () => true },
  { theme: "dark", pick: () => true },
  { theme: "system", pick: (visit: Visit) => visit.path === "/" || visit.path === "/admin/dashboard" },
] as const;

test("every route of app/routes.ts is checked for valid HTML or excluded with a reason", () => {
  expect(Object.keys(coverage).sort()).toEqual([...new Set(routePatterns(routes))].sort());
});

test("every page's server-rendered HTML is valid (Nu HTML Checker, errors only)", async ({ db, adminEmail, baseURL, playwright }) => {
  test.setTimeout(120_000);
  const data = await arrangeData(db);
  const editorEmail = "html-checker-editor@showroom.test";
  await createTestAdmin(db, editorEmail);
  await db.updateTable("user").set({ role: "editor" }).where("email", "=", editorEmail).execute();
  const started = Date.now();
  const documents: CheckedDocument[] = [];
  try {
    const visits = Object.values(coverage).flatMap((entry) => ("visits" in entry ? entry.visits(data) : []));
    for (const { theme, pick } of themes) {
      const cookies = theme === "system" ? [] : [{ name: "theme", value: theme, domain: new URL(baseURL!).hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const }];
      const asVisitor = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
      const asAdmin = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
      const asEditor = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
      try {
        for (const [context, email] of [[asAdmin, adminEmail], [asEditor, editorEmail]] as const) {
          const signedIn = await context.post("/admin/login", { form: { email, password: ADMIN_PASSWORD, redirectTo: "" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
          expect(signedIn.status(), `signing in as ${email}`).toBe(302);
        }
        const fetched = await inParallel(visits.filter(pick), 4, async (visit) => {
          const name = `${theme} ${visit.form ? "POST" : "GET"} ${visit.path}`;
          const response = await fetchPage({ admin: asAdmin, editor: asEditor, visitor: asVisitor }[visit.as], visit, baseURL!);
          expect.soft(response.status(), name).toBe(visit.status ?? 200);
          expect.soft(response.headers()["content-type"], name).toMatch(/^text\/html/);
          return { name, html: await response.text() };
        });
        documents.push(...fetched);
      } finally {
        await asVisitor.dispose();
        await asAdmin.dispose();
        await asEditor.dispose();
      }
    }
  } finally {
    await data.remove();
  }
  const fetched = Date.now();
  const errors = await checkHtml(documents);
  console.log(`Nu HTML Checker: ${documents.length} documents fetched in ${fetched - started} ms, checked in ${Date.now() - fetched} ms`);
  expect(errors.map(formatHtmlError), `Nu HTML Checker errors in ${documents.length} documents`).toEqual([]);
});

/** Runs `work` over the items, at most `limit` at a time, keeping their order. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function fetchPage(context: APIRequestContext, visit: Visit, origin: string): Promise<APIResponse> {
  if (!visit.form) return context.get(visit.path, { maxRedirects: 0 });
  // Posted as a browser without JavaScript does: a same-origin navigation.
  return context.post(visit.path, { form: visit.form, headers: { Origin: origin, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" }, maxRedirects: 0 });
}
