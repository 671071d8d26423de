import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sql } from "kysely";
import { createEnquiry } from "~/content/enquiry/repository.server";
import { createMessage } from "~/content/message/repository.server";
import { createInvite } from "~/auth/staff-repository.server";
import type { Db } from "~/db/connection.server";
import { withPendingDrafts } from "./pending-drafts";
import { withTrashEntries } from "./trash-entries";
import { withKeptRevisions } from "./kept-revisions";

/**
 * The pages html-validity.spec.ts checks, by route of app/routes.ts: the states each server renders
 * (filters, open forms and dialogs, a refused submission, not found), or why a route has no HTML.
 */

export type Visit = {
  path: string;
  /** Who asks: a visitor (no session), the signed-in administrator, or a signed-in editor (for a refused screen). */
  as: "visitor" | "admin" | "editor";
  /** Expected status; redirects are not followed, so a lost session cannot pass for a page. */
  status?: number;
  /** Posts this form (a submission the server refuses and renders with its messages). */
  form?: Record<string, string>;
};

export type DemoData = Awaited<ReturnType<typeof arrangeData>>;
type Coverage = { visits: (data: DemoData) => Visit[] } | { excluded: string };

const visitor = (path: string, more: Partial<Visit> = {}): Visit => ({
  path,
  as: "visitor",
  ...more,
});
const admin = (path: string, more: Partial<Visit> = {}): Visit => ({
  path,
  as: "admin",
  ...more,
});
/** An admin list screen, its form open empty and for a stored record, and its question before a delete. */
const listScreen = (path: string, id: number) => [
  admin(path),
  admin(`${path}?new=1`),
  admin(`${path}?edit=${id}`),
  admin(`${path}?delete=${id}`),
];

const NOT_HTML = "answers with data or a redirect, never an HTML page";

/** Every route of app/routes.ts, by its URL pattern. */
export const coverage: Record<string, Coverage> = {
  "/": {
    visits: ({ ids }) => [
      visitor("/"),
      // A hero section's staff-only preview (decision 035): that hero first, with the preview banner (signed out, the sign-in redirect: publishing.spec.ts).
      admin(`/?preview=hero-${ids.hero_sections}`),
    ],
  },
  "/products": {
    visits: ({ typed, facets }) => [
      visitor("/products"),
      visitor(`/products?category=${typed.category_id}`),
      visitor(
        `/products?category=${typed.category_id}&subcategory=${typed.subcategory_id}`,
      ),
      visitor(
        `/products?category=${typed.category_id}&subcategory=${typed.subcategory_id}&type=${typed.type_id}`,
      ),
      visitor("/products?category=999999", { status: 404 }),
      // The "Show discontinued" filter, which brings the demo's discontinued product back.
      visitor("/products?discontinued=1"),
      // Facet filters (issue 16): an option ticked and a range, and a filter nothing matches.
      visitor(`/products?category=${typed.category_id}&${facets.choice}&${facets.range}`),
      visitor(`/products?category=${typed.category_id}&${facets.empty}`),
    ],
  },
  "/product/:id/:slug?": {
    visits: ({ product, pastActive }) => [
      visitor(product),
      // Past Active: the lifecycle badge and the notice naming the last-order date and the successor.
      ...pastActive.map((path) => visitor(path)),
      // The enquiry dialog as it opens without JavaScript, refused with its messages, and sent.
      visitor(`${product}?enquiry`),
      visitor(`${product}?enquiry`, {
        status: 400,
        form: { name: "", email: "not-an-email" },
      }),
      visitor(`${product}?enquiry=sent`),
      visitor("/product/999999", { status: 404 }),
      // The staff-only preview with its banner (decision 035).
      admin(`${product}?preview`),
    ],
  },
  "/about": { visits: () => [visitor("/about")] },
  "/solutions": { visits: () => [visitor("/solutions")] },
  "/solution/:id": {
    visits: ({ solution }) => [
      visitor(`/solution/${solution}`),
      visitor("/solution/999999", { status: 404 }),
      admin(`/solution/${solution}?preview`),
    ],
  },
  "/news": { visits: () => [visitor("/news")] },
  "/news/:id": {
    visits: ({ article }) => [
      visitor(`/news/${article}`),
      visitor("/news/999999", { status: 404 }),
      admin(`/news/${article}?preview`),
    ],
  },
  "/support": {
    visits: ({ modelWithDownloads }) => [
      visitor("/support"),
      // Find downloads by model (issue 16 part 6): a product's downloads with older versions, and nothing found.
      visitor(`/support?model=${encodeURIComponent(modelWithDownloads)}`),
      visitor("/support?model=qqq-no-such-model"),
      visitor("/support", {
        status: 400,
        form: { firstName: "", email: "not-an-email" },
      }),
    ],
  },
  "/contact": {
    visits: () => [
      visitor("/contact"),
      visitor("/contact", {
        status: 400,
        form: { firstName: "", email: "not-an-email" },
      }),
    ],
  },
  "/search": {
    visits: () => [visitor("/search"), visitor("/search?q=pc"), visitor("/search?q=qqq-no-such-thing")],
  },
  "/compare": {
    visits: ({ compared }) => [
      // A visitor without a tray: how to start a comparison.
      visitor("/compare"),
      visitor(`/compare?ids=${compared}`),
      visitor(`/compare?ids=${compared}&diff=1`),
      // After a no-JavaScript Compare that found the tray full, with the way back.
      visitor(`/compare?ids=${compared}&full=1&back=%2Fproducts`),
      visitor("/compare?ids=999999"),
    ],
  },
  "/quote": {
    visits: ({ typed }) => [
      // A visitor without a list, and the state after a sent list.
      visitor("/quote"),
      visitor("/quote?sent=1"),
      // A send the server refuses: the contact messages and the line's, with everything as entered.
      visitor("/quote", { status: 400, form: { intent: "send", id: String(typed.id), lineName: "Typed", quantity: "0", note: "", name: "A", email: "x" } }),
    ],
  },
  "/*": { visits: () => [visitor("/no-such-page", { status: 404 })] },
  "/product/:id/datasheet.pdf": {
    excluded: "a product's datasheet as a PDF download, not HTML (datasheet-pdf.spec.ts reads it back)",
  },
  "/api/products/:id/enquiries": {
    excluded: `the enquiry dialog's JSON endpoint; ${NOT_HTML} (its page states are under /product/:id/:slug?)`,
  },
  "/sitemap.xml": { excluded: "XML for search engines, not HTML" },
  "/sitemaps/:name": {
    excluded:
      "the sitemap index's child sitemaps: XML for search engines, not HTML",
  },
  "/robots.txt": { excluded: "plain text for crawlers, not HTML" },
  "/api/navigation/categories/:id": {
    excluded: `the mega-menu's columns under one category as JSON; ${NOT_HTML}`,
  },
  "/api/search": {
    excluded: `the search dialog's JSON; ${NOT_HTML} (search has no page of its own: the dialog opens over any page)`,
  },
  "/api/theme": { excluded: `sets the theme cookie; ${NOT_HTML}` },
  "/api/quote": { excluded: `changes the quote list's cookie; ${NOT_HTML} (its outcomes show on /quote)` },
  "/api/compare": { excluded: `changes the compare tray's cookie; ${NOT_HTML} (its outcomes show on /compare)` },
  "/api/popups": {
    excluded: `the active timed popups as JSON, fetched by every public page; ${NOT_HTML}`,
  },
  "/admin": { visits: () => [visitor("/admin")] },
  "/admin/login": {
    visits: () => [
      visitor("/admin/login"),
      visitor("/admin/login?redirectTo=%2Fadmin%2Fnews"),
      visitor("/admin/login", {
        status: 400,
        form: { email: "", password: "" },
      }),
    ],
  },
  "/admin/logout": { excluded: `signs out and redirects; ${NOT_HTML}` },
  "/admin/dashboard": {
    visits: () => [
      admin("/admin/dashboard"),
      // The 90-day range, and an action the dashboard does not know, refused with its notice.
      admin("/admin/dashboard?range=90"),
      admin("/admin/dashboard", { status: 400, form: { intent: "html-checker" } }),
    ],
  },
  "/admin/categories": {
    visits: ({ ids }) => [
      ...listScreen("/admin/categories", ids.categories),
      admin("/admin/categories?new=1", {
        status: 400,
        form: { intent: "save", name: "" },
      }),
    ],
  },
  "/admin/subcategories": {
    visits: ({ ids }) => listScreen("/admin/subcategories", ids.subcategories),
  },
  "/admin/types": {
    visits: ({ ids }) => listScreen("/admin/types", ids.types),
  },
  "/admin/products": {
    visits: ({ ids, typed, facets, historyOf, revisions }) => [
      ...listScreen("/admin/products", ids.products),
      // The list filtered by lifecycle status, and an End of life save refused for its missing last-order date.
      admin("/admin/products?status=eol"),
      admin("/admin/products?publishing=draft"),
      ...historyOf("/admin/products"),
      // A restore today's rules refuse: the question again, with why (decision 038).
      admin(revisions.refused.path, { status: 422, form: revisions.refused.form }),
      admin("/admin/products?new=1", { status: 422, form: { intent: "save", name: "HTML checker lifecycle", lifecycle_status: "eol" } }),
      // A typed attribute's value refused at its field.
      admin(`/admin/products?edit=${typed.id}`, { status: 422, form: facets.refusedValue }),
    ],
  },
  "/admin/products/import": {
    visits: () => [
      admin("/admin/products/import"),
      // A token that is not this user's (or has expired): the screen says so. Reports, refusals and outcomes: product-import.spec.ts.
      admin("/admin/products/import?token=unknown"),
    ],
  },
  "/admin/products/export.csv": { excluded: "the products as CSV, not HTML" },
  "/admin/products/export.json": { excluded: "the products as JSON, not HTML" },
  "/admin/products/import/upload": { excluded: `receives an import file and sends the browser to its report; ${NOT_HTML}` },
  "/admin/attributes": {
    visits: ({ ids }) => [
      ...listScreen("/admin/attributes", ids.attributes),
      admin(`/admin/attributes?type=${ids.types}`),
      admin("/admin/attributes?new=1", { status: 422, form: { intent: "save", name: "HTML checker", kind: "enum", "options[0]": "Only one" } }),
    ],
  },
  "/admin/solutions": {
    visits: ({ ids, historyOf }) => [...listScreen("/admin/solutions", ids.solutions), admin("/admin/solutions?publishing=scheduled"), ...historyOf("/admin/solutions")],
  },
  "/admin/news": { visits: ({ ids, historyOf }) => [...listScreen("/admin/news", ids.news), admin("/admin/news?publishing=live"), ...historyOf("/admin/news")] },
  "/admin/hero-sections": {
    visits: ({ ids, historyOf }) => [...listScreen("/admin/hero-sections", ids.hero_sections), admin("/admin/hero-sections?publishing=ended"), ...historyOf("/admin/hero-sections")],
  },
  "/admin/drivers": {
    visits: ({ ids }) => [
      ...listScreen("/admin/drivers", ids.drivers),
      admin("/admin/drivers?new=category"),
      admin(`/admin/drivers?delete_category=${ids.driver_categories}`),
      admin("/admin/drivers?kind=manual"),
      // A save refused at its fields: the systems ticked and the products chosen come back.
      admin("/admin/drivers?new=1", {
        status: 400,
        form: { intent: "save", name: "HTML checker download", kind: "", version: "", release_date: "2999-01-01", operating_systems: "linux", product_ids: String(ids.products) },
      }),
    ],
  },
  "/admin/popups": {
    visits: ({ ids, historyOf }) => [...listScreen("/admin/popups", ids.popups), admin("/admin/popups?publishing=draft"), ...historyOf("/admin/popups")],
  },
  "/admin/arrange/:kind": {
    visits: ({ typed }) => [
      admin("/admin/arrange/categories"),
      admin("/admin/arrange/subcategories"),
      admin(`/admin/arrange/subcategories?parent=${typed.category_id}`),
      admin(`/admin/arrange/types?parent=${typed.subcategory_id}`),
      admin("/admin/arrange/hero-sections"),
      admin("/admin/arrange/popups"),
      admin("/admin/arrange/news", { status: 404 }),
    ],
  },
  "/admin/arrange/driver-categories": { visits: () => [admin("/admin/arrange/driver-categories")] },
  "/admin/media": {
    visits: ({ media }) => [
      admin("/admin/media"),
      admin("/admin/media?kind=image&alt=missing"),
      admin("/admin/media?q=nothing-matches-this"),
      // The detail view of an image (its alt text form), of a catalogue, and the delete question of a file in use.
      admin(`/admin/media?edit=${media.image}`),
      admin(`/admin/media?edit=${media.catalogue}`),
      admin(`/admin/media?delete=${media.image}`),
      // Remove unused files' preview, and an alt text refused at its field.
      admin("/admin/media?unused=1"),
      admin(`/admin/media?edit=${media.image}`, { status: 400, form: { intent: "save", id: String(media.image), alt_text: "x".repeat(300) } }),
    ],
  },
  "/admin/sop": { visits: () => [admin("/admin/sop")] },
  "/admin/inbox": {
    visits: ({ ids }) => [
      admin("/admin/inbox"),
      admin("/admin/inbox?kind=enquiry&status=new"),
      admin("/admin/inbox?q=nothing-matches-this"),
      // The dashboard's figures: days received, a product asked about and a status reached, shown as removable filters.
      admin(`/admin/inbox?product=${ids.products}&reached=closed&from=2026-01-01&to=2026-12-31`),
    ],
  },
  "/admin/inbox/:kind/:id": {
    visits: ({ inbox }) => [
      admin(`/admin/inbox/enquiry/${inbox.enquiry}`),
      admin(`/admin/inbox/support/${inbox.support}`),
      admin(`/admin/inbox/contact/${inbox.contact}`),
      admin("/admin/inbox/enquiry/999999", { status: 404 }),
    ],
  },
  "/admin/settings": {
    visits: () => [
      admin("/admin/settings"),
      admin("/admin/settings", { status: 400, form: { company_name: "" } }),
    ],
  },
  "/admin/users": {
    visits: ({ staffId }) => [
      admin("/admin/users"),
      admin("/admin/users?new=1"),
      admin(`/admin/users?edit=${staffId}`),
      admin("/admin/users?new=1", { status: 400, form: { intent: "save", email: "not an address", role: "" } }),
      // The 403 page a role without the Users screen gets, inside the admin frame.
      { path: "/admin/users", as: "editor", status: 403 },
      // An invitation without SMTP: the page shows its link for copying.
      admin("/admin/users?new=1", { form: { intent: "save", email: "html-checker-invite@example.com", role: "editor" } }),
    ],
  },
  "/admin/invite": {
    visits: ({ inviteToken }) => [
      visitor(`/admin/invite?token=${inviteToken}`),
      visitor("/admin/invite?token=unknown-token", { status: 404 }),
      visitor(`/admin/invite?token=${inviteToken}`, { status: 400, form: { name: "", password: "short", confirm: "other" } }),
    ],
  },
  "/admin/account": {
    visits: () => [
      admin("/admin/account"),
      admin("/admin/account", { status: 400, form: { intent: "change-password", currentPassword: "", newPassword: "short", confirm: "other" } }),
      admin("/admin/account", { status: 400, form: { intent: "confirm-two-factor", code: "12" } }),
    ],
  },
  "/admin/two-factor": {
    excluded: "the code step needs a pending sign-in (a right password for an account with two-factor); without one it redirects to /admin/login, and admin-account.spec.ts checks the page with axe",
  },
  "/admin/inbox/export.csv": { excluded: "the inbox as CSV, not HTML" },
  "/admin/audit": {
    visits: () => [
      admin("/admin/audit"),
      admin("/admin/audit?action=update&target=category&from=2026-01-01&to=2099-12-31"),
      admin("/admin/audit?action=delete&targetId=nothing-matches-this"),
      { path: "/admin/audit", as: "editor", status: 403 },
    ],
  },
  "/admin/audit/export.csv": { excluded: "the audit log as CSV, not HTML" },
  "/admin/trash": {
    visits: ({ trash }) => [
      ...trash.screens.map((path) => admin(path)),
      admin("/admin/trash", { status: 409, form: trash.refusedRestore }),
      { path: "/admin/trash", as: "editor" },
    ],
  },
  "/api/admin/driver-file": {
    excluded: `checks a driver link for the admin form; ${NOT_HTML}`,
  },
  "/api/admin/taxonomy/:kind": {
    excluded: `the product form's category, subcategory and type options as JSON; ${NOT_HTML}`,
  },
  "/api/admin/product-options": {
    excluded: `the successor picker's product options as JSON; ${NOT_HTML}`,
  },
  "/api/admin/download-product-options": {
    excluded: `the Drivers screen's product picker options as JSON; ${NOT_HTML}`,
  },
  "/api/admin/uploads/:kind": {
    excluded: `stores an upload for the admin forms; ${NOT_HTML}`,
  },
  "/api/admin/media": {
    excluded: `the media library for the forms' media fields (file facts, Choose from library, alt text) as JSON; ${NOT_HTML}`,
  },
};

/** The URL pattern of every route in a route config, e.g. "/product/:id/:slug?". */
export function routePatterns(
  entries: RouteConfigEntry[],
  parent = "",
): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.children ? [] : [path || "/"];
    return [...own, ...routePatterns(entry.children ?? [], path)];
  });
}

/** Ids of the demo content to visit, and one inbox item of each kind (removed afterwards). */
export async function arrangeData(db: Db) {
  const firstId = async (
    table:
      | "categories"
      | "subcategories"
      | "types"
      | "products"
      | "solutions"
      | "news"
      | "hero_sections"
      | "drivers"
      | "popups"
      | "attributes"
      | "driver_categories",
  ) =>
    (
      await db
        .selectFrom(table)
        .select("id")
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
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
    attributes: await firstId("attributes"),
    driver_categories: await firstId("driver_categories"),
  };
  const typed = await db
    .selectFrom("products")
    .select(["id", "slug", "category_id", "subcategory_id", "type_id"])
    .where("type_id", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  // The typed product's line has an option, a number and a yes/no or option attribute in the demo seed.
  const lineAttributes = await db.selectFrom("attributes").select(["id", "kind", "options"]).where("category_id", "=", typed.category_id).orderBy("sort_order").execute();
  const numberAttribute = lineAttributes.find((row) => row.kind === "number")!;
  const choiceAttribute = lineAttributes.find((row) => row.kind !== "number")!;
  const choice = choiceAttribute.kind === "boolean" ? "yes" : (JSON.parse(choiceAttribute.options) as string[])[0];
  const facets = {
    choice: new URLSearchParams([[`a${choiceAttribute.id}`, choice]]).toString(),
    range: `a${numberAttribute.id}_min=1`,
    empty: `a${numberAttribute.id}_min=999999`,
    refusedValue: {
      intent: "save",
      id: String(typed.id),
      name: "HTML checker attribute",
      category_id: String(typed.category_id),
      subcategory_id: String(typed.subcategory_id),
      type_id: String(typed.type_id),
      [`attributes.a${numberAttribute.id}`]: "not a number",
    },
  };
  const enquiry = await createEnquiry(db, {
    name: "Checker Visitor",
    company_name: "Valid Markup Ltd",
    mobile_number: "+91 90000 00000",
    email: "checker@example.com",
    location: "Pune",
    looking_for: "Pages without markup errors",
  });
  const message = (kind: "support" | "contact") =>
    createMessage(db, {
      kind,
      first_name: "Checker",
      last_name: "Visitor",
      email: "checker@example.com",
      subject: `A ${kind} question`,
      message: "Is the markup valid?",
    });
  const support = await message("support");
  const contact = await message("contact");
  const staff = await db.selectFrom("user").select("id").orderBy("email").executeTakeFirstOrThrow();
  const invite = await createInvite(db, { email: "html-checker-invitee@example.com", role: "support", invitedBy: staff.id });
  // A product whose downloads include one with an older version.
  const linked = await db
    .selectFrom("driver_products")
    .innerJoin("products", "products.id", "driver_products.product_id")
    .select(["products.model_number"])
    .where("products.model_number", "is not", null)
    .groupBy(["driver_products.product_id", "products.model_number"])
    .orderBy(sql`count(*)`, "desc")
    .orderBy("driver_products.product_id")
    .executeTakeFirstOrThrow();
  const pastActive = await db
    .selectFrom("products")
    .select(["id", "slug"])
    .where("lifecycle_status", "in", ["eol", "discontinued"])
    .orderBy("id")
    .execute();
  // Products of the typed product's line, past Active ones among them where the line has some (issue 16's comparison).
  // The edit forms of the first product, solution, article, hero section and popup (the list screens'
  // ?edit= visits) open on a pending draft: its notice, Publish draft, Discard draft, Preview (decision 035).
  const pending = await withPendingDrafts(db);
  const trash = await withTrashEntries(db);
  // Their History (decision 038): open, a revision compared with the current version, its Restore question (inline without JavaScript).
  const kept = await withKeptRevisions(db);
  const compared = await db.selectFrom("products").select("id").where("category_id", "=", typed.category_id).orderBy("id").limit(4).execute();
  // A library file of each kind the detail view shows differently (decision 040).
  const mediaOf = async (kind: "image" | "catalogue") => (await db.selectFrom("media_files").select("id").where("kind", "=", kind).orderBy("id").executeTakeFirstOrThrow()).id;
  const media = { image: await mediaOf("image"), catalogue: await mediaOf("catalogue") };
  return {
    compared: compared.map((row) => row.id).join(","),
    media,
    pastActive: pastActive.map((row) => `/product/${row.id}/${row.slug}`),
    staffId: staff.id,
    inviteToken: invite.token,
    modelWithDownloads: linked.model_number as string,
    ids,
    typed,
    facets,
    product: `/product/${typed.id}/${typed.slug}`,
    solution: ids.solutions,
    article: ids.news,
    inbox: { enquiry: enquiry.id, support: support.id, contact: contact.id },
    trash,
    remove: async () => {
      await trash.remove();
      await db.deleteFrom("enquiries").where("id", "=", enquiry.id).execute();
      await db
        .deleteFrom("messages")
        .where("id", "in", [support.id, contact.id])
        .execute();
      await db.deleteFrom("staff_invites").where("email", "like", "html-checker-%").execute();
      await pending.remove();
      await kept.remove();
    },
    revisions: kept,
    historyOf: (screen: string) => kept.states.filter((state) => state.startsWith(`${screen}?`)).map((state) => admin(state)),
  };
}
