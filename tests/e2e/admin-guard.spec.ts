import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { ROLES, type Role } from "~/auth/roles";
import type { Db } from "~/db/connection.server";
import routes from "~/routes";
import { ADMIN_PASSWORD, createTestAdmin, expect, test } from "./admin-session";

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
// An invitation link is opened before its user has an account (it checks its own token); the
// two-factor code step comes after the password, before there is a session (it checks its own cookie).
const openToAll = new Set([...signInForm, "routes/admin/invite.tsx", "routes/admin/two-factor.tsx"]);
const guarded = all.filter((route) => /^(admin|api\/admin)(\/|$)/.test(route.path) && !openToAll.has(route.id));
const isApi = (url: string) => url.startsWith("api/");
/** Whether the route module exports an action; a POST to one without is answered 405 before any code of ours runs. */
/** Whether the route module renders a page; a resource route (an export, an upload) answers the guard's 403 as plain text. */
const isPage = (file: string) => /export\s+default\s+function\b/.test(readFileSync(path.join(import.meta.dirname, "../../app", file), "utf8"));
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

test("an invitation link is open without a session, and an unknown one says so", async ({ request }) => {
  const response = await request.get("/admin/invite?token=unknown", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("This invitation link is not valid.");
});

test("the two-factor step without a pending sign-in sends back to the password form, and a code posted there signs nobody in", async ({ request, baseURL }) => {
  const page = await request.get("/admin/two-factor", { maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers().location).toBe("/admin/login");
  const post = await request.post("/admin/two-factor", { form: { code: "123456" }, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toBe("/admin/login");
  expect(post.headers()["set-cookie"] ?? "").not.toContain("session_token=");
});

test("without a session, DELETE of an uploaded file is 401", async ({ request, baseURL }) => {
  const response = await request.delete("/api/admin/uploads/image?url=%2Fmedia%2Fimages%2F2026%2F01%2Fabc.png", { headers: { Origin: baseURL ?? "" } });
  expect(response.status()).toBe(401);
});

// Issue 13: each role gets the screens and endpoints it may use, and 403 for every other one. The
// lists are written out here from the issue, not read from app/auth/roles.ts, so a wrong map fails.
const everyGuarded = guarded.map((route) => route.path);
const allowedPaths: Record<Role, string[]> = {
  administrator: everyGuarded,
  editor: everyGuarded.filter((path) => !["admin/settings", "admin/users", "admin/audit", "admin/audit/export.csv"].includes(path)),
  support: [
    "admin/dashboard",
    "admin/sop",
    "admin/account",
    "admin/drivers",
    // Arranging the Drivers screen's categories (issue 17 part 4) is part of managing drivers.
    "admin/arrange/driver-categories",
    "admin/inbox",
    "admin/inbox/:kind/:id",
    "admin/inbox/export.csv",
    // The Trash, where Support sees only the trashed drivers and driver categories (decision 037).
    "admin/trash",
    "api/admin/driver-file",
    "api/admin/download-product-options",
  ],
};

const roleEmail = (role: Role, worker: number) => `guard-${role}-${worker}@showroom.test`;

/** A request context signed in as a staff member with the role, created for this worker's server. */
async function signedInAs(role: Role, { db, baseURL, playwright, worker }: { db: Db; baseURL: string; playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }; worker: number }) {
  const email = roleEmail(role, worker);
  await createTestAdmin(db, email);
  await db.updateTable("user").set({ role, disabledAt: null }).where("email", "=", email).execute();
  const context = await playwright.request.newContext({ baseURL });
  const response = await context.post("/admin/login", { form: { email, password: ADMIN_PASSWORD, redirectTo: "" }, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(response.status(), `signing in as ${role}`).toBe(302);
  return context;
}

for (const role of ROLES) {
  test.describe(`signed in as ${role}`, () => {
    let api: APIRequestContext;
    test.beforeAll(async ({ db, baseURL, playwright }, workerInfo) => {
      api = await signedInAs(role, { db, baseURL: baseURL!, playwright, worker: workerInfo.workerIndex });
    });
    test.afterAll(async () => {
      await api.dispose();
    });

    // Signing out is every role's; it would end this context's session for the tests after it.
    for (const route of guarded.filter((entry) => entry.path !== "admin/logout")) {
      const url = samplePath(route.path);
      const allowed = allowedPaths[role].includes(route.path);

      test(`${role}: GET ${url} is ${allowed ? "answered" : "403"}`, async () => {
        const response = await api.get(url, { maxRedirects: 0 });
        if (allowed) {
          // A page or its answer (405 for an upload endpoint's GET, 404 for an inbox item that does not exist), never a refusal.
          expect([401, 403]).not.toContain(response.status());
          expect(response.status()).toBeLessThan(500);
          if (!isApi(route.path)) expect(response.headers().location ?? "").not.toMatch(/\/admin\/login/);
        } else {
          expect(response.status()).toBe(403);
          if (isApi(route.path)) {
            expect(await response.json()).toMatchObject({ success: false, error: "Your role does not give access to this part of the admin panel." });
          } else if (isPage(route.file)) {
            const html = await response.text();
            expect(html).toContain("No access");
            expect(html).toContain('aria-label="Admin"');
          }
        }
        expect(response.headers()["cache-control"]).toBe("no-store");
      });

      if (hasAction(route.file)) {
        test(`${role}: POST ${url} is ${allowed ? "handled" : "403 and changes nothing"}`, async ({ baseURL }) => {
          // An intent no action knows: a handled post is refused as a bad request, never carried out.
          const response = await api.post(url, { form: { intent: "guard-check", id: "1" }, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
          if (allowed) {
            expect([401, 403]).not.toContain(response.status());
            expect(response.status()).toBeLessThan(500);
          } else {
            expect(response.status()).toBe(403);
          }
        });
      }

      if (!isApi(route.path) && !allowed) {
        test(`${role}: the data request behind ${url} is refused too`, async () => {
          const response = await api.get(`${url}.data`, { maxRedirects: 0 });
          expect(response.status()).toBe(403);
        });
      }
    }
  });
}
