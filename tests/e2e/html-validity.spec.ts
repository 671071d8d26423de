import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createEnquiry } from "~/content/enquiry/repository.server";
import { createMessage } from "~/content/message/repository.server";
import type { Db } from "~/db/connection.server";
import routes from "~/routes";
import { ADMIN_PASSWORD, expect, test } from "./admin-session";
import { type CheckedDocument, checkHtml, formatHtmlError } from "./html-checker";

/**
 * The Nu HTML Checker over the server-rendered HTML (what the server sends, not the hydrated DOM)
 * of every page of app/routes.ts, in both themes: public pages as a visitor, admin screens signed
 * in, with the demo data. Each route lists the states its server renders (filters, open forms and
 * dialogs, a refused submission, not found), or says why it has no HTML to check.
 */

type Visit = {
  path: string;
  /** Who asks: a visitor (no session) or the signed-in admin. */
  as: "visitor" | "admin";
  /** Expected status; redirects are not followed, so a lost session cannot pass for a page. */
  status?: number;
  /** Posts this form (a submission the server refuses and renders with its messages). */
  form?: Record<string, string>;
};

type Fixtures = Awaited<ReturnType<typeof arrangeData>>;
type Coverage = { visits: (data: Fixtures) => Visit[] } | { excluded: string };

const visitor = (path: string, more: Partial<Visit> = {}): Visit => ({ path, as: "visitor", ...more });
const admin = (path: string, more: Partial<Visit> = {}): Visit => ({ path, as: "admin", ...more });
/** An admin list screen, its form open empty and for a stored record. */
const listScreen = (path: string, id: number) => [admin(path), admin(`${path}?new=1`), admin(`${path}?edit=${id}`)];

const NOT_HTML = "answers with data or a redirect, never an HTML page";

/** Every route of app/routes.ts, by its URL pattern. */
const coverage: Record<string, Coverage> = {
  "/": { visits: () => [visitor("/")] },
  "/products": {
    visits: ({ typed }) => [
      visitor("/products"),
      visitor(`/products?category=${typed.category_id}`),
      visitor(`/products?category=${typed.category_id}&subcategory=${typed.subcategory_id}`),
      visitor(`/products?category=${typed.category_id}&subcategory=${typed.subcategory_id}&type=${typed.type_id}`),
      visitor("/products?category=999999", { status: 404 }),
    ],
  },
  "/product/:id/:slug?": {
    visits: ({ product }) => [
      visitor(product),
      // The enquiry dialog as it opens without JavaScript, refused with its messages, and sent.
      visitor(`${product}?enquiry`),
      visitor(`${product}?enquiry`, { status: 400, form: { name: "", email: "not-an-email" } }),
      visitor(`${product}?enquiry=sent`),
      visitor("/product/999999", { status: 404 }),
    ],
  },
  "/about": { visits: () => [visitor("/about")] },
  "/solutions": { visits: () => [visitor("/solutions")] },
  "/solution/:id": { visits: ({ solution }) => [visitor(`/solution/${solution}`), visitor("/solution/999999", { status: 404 })] },
  "/news": { visits: () => [visitor("/news")] },
  "/news/:id": { visits: ({ article }) => [visitor(`/news/${article}`), visitor("/news/999999", { status: 404 })] },
  "/support": { visits: () => [visitor("/support"), visitor("/support", { status: 400, form: { firstName: "", email: "not-an-email" } })] },
  "/contact": { visits: () => [visitor("/contact"), visitor("/contact", { status: 400, form: { firstName: "", email: "not-an-email" } })] },
  "/*": { visits: () => [visitor("/no-such-page", { status: 404 })] },
  "/api/products/:id/enquiries": { excluded: `the enquiry dialog's JSON endpoint; ${NOT_HTML} (its page states are under /product/:id/:slug?)` },
  "/sitemap.xml": { excluded: "XML for search engines, not HTML" },
  "/robots.txt": { excluded: "plain text for crawlers, not HTML" },
  "/api/search": { excluded: `the search dialog's JSON; ${NOT_HTML} (search has no page of its own: the dialog opens over any page)` },
  "/api/theme": { excluded: `sets the theme cookie; ${NOT_HTML}` },
  "/admin": { visits: () => [visitor("/admin")] },
  "/admin/login": {
    visits: () => [
      visitor("/admin/login"),
      visitor("/admin/login?redirectTo=%2Fadmin%2Fnews"),
      visitor("/admin/login", { status: 400, form: { email: "", password: "" } }),
    ],
  },
  "/admin/logout": { excluded: `signs out and redirects; ${NOT_HTML}` },
  "/admin/dashboard": { visits: () => [admin("/admin/dashboard")] },
  "/admin/categories": {
    visits: ({ ids }) => [...listScreen("/admin/categories", ids.categories), admin("/admin/categories?new=1", { status: 400, form: { intent: "save", name: "" } })],
  },
  "/admin/subcategories": { visits: ({ ids }) => listScreen("/admin/subcategories", ids.subcategories) },
  "/admin/types": { visits: ({ ids }) => [...listScreen("/admin/types", ids.types), admin(`/admin/types?delete=${ids.types}`)] },
  "/admin/products": { visits: ({ ids }) => listScreen("/admin/products", ids.products) },
  "/admin/solutions": { visits: ({ ids }) => listScreen("/admin/solutions", ids.solutions) },
  "/admin/news": { visits: ({ ids }) => listScreen("/admin/news", ids.news) },
  "/admin/hero-sections": { visits: ({ ids }) => listScreen("/admin/hero-sections", ids.hero_sections) },
  "/admin/drivers": { visits: ({ ids }) => [...listScreen("/admin/drivers", ids.drivers), admin("/admin/drivers?category=new")] },
  "/admin/popups": { visits: ({ ids }) => listScreen("/admin/popups", ids.popups) },
  "/admin/sop": { visits: () => [admin("/admin/sop")] },
  "/admin/inbox": { visits: () => [admin("/admin/inbox"), admin("/admin/inbox?kind=enquiry&status=new"), admin("/admin/inbox?q=nothing-matches-this")] },
  "/admin/inbox/:kind/:id": {
    visits: ({ inbox }) => [
      admin(`/admin/inbox/enquiry/${inbox.enquiry}`),
      admin(`/admin/inbox/support/${inbox.support}`),
      admin(`/admin/inbox/contact/${inbox.contact}`),
      admin("/admin/inbox/enquiry/999999", { status: 404 }),
    ],
  },
  "/admin/settings": { visits: () => [admin("/admin/settings"), admin("/admin/settings", { status: 400, form: { company_name: "" } })] },
  "/admin/inbox/export.csv": { excluded: "the inbox as CSV, not HTML" },
  "/api/admin/driver-file": { excluded: `checks a driver link for the admin form; ${NOT_HTML}` },
  "/api/admin/uploads/:kind": { excluded: `stores an upload for the admin forms; ${NOT_HTML}` },
};

/** The URL pattern of every route in a route config, e.g. "/product/:id/:slug?". */
function routePatterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.children ? [] : [path || "/"];
    return [...own, ...routePatterns(entry.children ?? [], path)];
  });
}

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
  const started = Date.now();
  const documents: CheckedDocument[] = [];
  try {
    const visits = Object.values(coverage).flatMap((entry) => ("visits" in entry ? entry.visits(data) : []));
    for (const { theme, pick } of themes) {
      const cookies = theme === "system" ? [] : [{ name: "theme", value: theme, domain: new URL(baseURL!).hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const }];
      const asVisitor = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
      const asAdmin = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
      try {
        const signedIn = await asAdmin.post("/admin/login", { form: { email: adminEmail, password: ADMIN_PASSWORD, redirectTo: "" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
        expect(signedIn.status(), "signing in").toBe(302);
        const fetched = await inParallel(visits.filter(pick), 4, async (visit) => {
          const name = `${theme} ${visit.form ? "POST" : "GET"} ${visit.path}`;
          const response = await fetchPage(visit.as === "admin" ? asAdmin : asVisitor, visit, baseURL!);
          expect.soft(response.status(), name).toBe(visit.status ?? 200);
          expect.soft(response.headers()["content-type"], name).toMatch(/^text\/html/);
          return { name, html: await response.text() };
        });
        documents.push(...fetched);
      } finally {
        await asVisitor.dispose();
        await asAdmin.dispose();
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

/** Ids of the demo content to visit, and one inbox item of each kind (removed afterwards). */
async function arrangeData(db: Db) {
  const firstId = async (table: "categories" | "subcategories" | "types" | "products" | "solutions" | "news" | "hero_sections" | "drivers" | "popups") =>
    (await db.selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow()).id;
  const ids = {
    categories: await firstId("categories"),
    subcategories: await firstId("subcategories"),
    types: await firstId("types"),
    products: await firstId("products"),
    solutions: await firstId("solutions"),
    news: await firstId("news"),
    hero_sections: await firstId("hero_sections"),
    drivers: await firstId("drivers"),
    popups: await firstId("popups"),
  };
  const typed = await db
    .selectFrom("products")
    .select(["id", "slug", "category_id", "subcategory_id", "type_id"])
    .where("type_id", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const enquiry = await createEnquiry(db, {
    name: "Checker Visitor",
    company_name: "Valid Markup Ltd",
    mobile_number: "+91 90000 00000",
    email: "checker@example.com",
    location: "Pune",
    looking_for: "Pages without markup errors",
  });
  const message = (kind: "support" | "contact") =>
    createMessage(db, { kind, first_name: "Checker", last_name: "Visitor", email: "checker@example.com", subject: `A ${kind} question`, message: "Is the markup valid?" });
  const support = await message("support");
  const contact = await message("contact");
  return {
    ids,
    typed,
    product: `/product/${typed.id}/${typed.slug}`,
    solution: ids.solutions,
    article: ids.news,
    inbox: { enquiry: enquiry.id, support: support.id, contact: contact.id },
    remove: async () => {
      await db.deleteFrom("enquiries").where("id", "=", enquiry.id).execute();
      await db.deleteFrom("messages").where("id", "in", [support.id, contact.id]).execute();
    },
  };
}
