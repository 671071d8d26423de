import { readFileSync } from "node:fs";
import path from "node:path";
import routes from "~/routes";
import { expect, test } from "./admin-session";

type RouteEntry = { id?: string; path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** Every leaf route of app/routes.ts with its full URL path; parameters get sample values. */
function leafRoutes(entries: RouteEntry[], parent = ""): Array<{ id: string; path: string; file: string }> {
  return entries.flatMap((entry) => {
    const path = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    if (entry.children?.length) return leafRoutes(entry.children, path);
    return [{ id: entry.id ?? entry.file, path, file: entry.file }];
  });
}

const samplePath = (path: string) =>
  `/${path}`
    .replace(/\/:[\w-]+\?/g, "")
    .replace(/:kind/g, "image")
    .replace(/:[\w-]+/g, "1");

const all = leafRoutes(routes as unknown as RouteEntry[]);
// The sign-in form itself is the one admin page open to everyone.
const signInForm = new Set(["admin-index", "admin-login"]);
const guarded = all.filter((route) => /^(admin|api\/admin)(\/|$)/.test(route.path) && !signInForm.has(route.id));
const isApi = (url: string) => url.startsWith("api/");
/** Whether the route module exports an action; a POST to one without is answered 405 before any code of ours runs. */
const hasAction = (file: string) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(readFileSync(path.join(import.meta.dirname, "../../app", file), "utf8"));

test("the route table has admin pages, actions and upload endpoints to check", () => {
  const paths = guarded.map((route) => route.path);
  expect(paths).toEqual(expect.arrayContaining(["admin/dashboard", "admin/categories", "admin/products", "api/admin/uploads/:kind"]));
  expect(all.filter((route) => signInForm.has(route.id)).map((route) => route.path)).toEqual(["admin", "admin/login"]);
});

for (const route of guarded) {
  const url = samplePath(route.path);

  test(`without a session, GET ${url} is ${isApi(route.path) ? "401" : "sent to the sign-in page"}`, async ({ request }) => {
    const response = await request.get(url, { maxRedirects: 0 });
    if (isApi(route.path)) {
      expect(response.status()).toBe(401);
    } else {
      expect(response.status()).toBe(302);
      expect(response.headers().location).toMatch(/^\/admin\/login(\?redirectTo=|$)/);
    }
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test(`without a session, POST ${url} changes nothing and is ${hasAction(route.file) ? (isApi(route.path) ? "401" : "sent to the sign-in page") : "405 (no action)"}`, async ({ request, baseURL }) => {
    const response = await request.post(url, {
      form: { intent: "delete", id: "1" },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    if (!hasAction(route.file)) {
      expect(response.status()).toBe(405);
    } else if (isApi(route.path)) {
      expect(response.status()).toBe(401);
      expect(await response.json()).toMatchObject({ success: false });
    } else {
      expect(response.status()).toBe(302);
      expect(response.headers().location).toMatch(/^\/admin\/login/);
    }
  });

  if (!isApi(route.path)) {
    test(`without a session, the data request behind ${url} is redirected too`, async ({ request }) => {
      const response = await request.get(`${url}.data`, { maxRedirects: 0 });
      expect(response.status()).toBe(202);
      expect(await response.text()).toContain("/admin/login");
    });
  }
}

test("without a session, DELETE of an uploaded file is 401", async ({ request, baseURL }) => {
  const response = await request.delete("/api/admin/uploads/image?url=%2Fmedia%2Fimages%2F2026%2F01%2Fabc.png", { headers: { Origin: baseURL ?? "" } });
  expect(response.status()).toBe(401);
});
