import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { adminNav, navFor } from "~/components/admin/admin-nav";
import { AREAS, mayEnter, ROLE_AREAS, ROUTE_ACCESS } from "./roles";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

const isAdminPath = (path: string) => /^(admin|api\/admin)(\/|$)/.test(path);

/** Every admin route of app/routes.ts with its full path; a layout counts when it wraps admin routes. */
function adminRoutesOf(entries: RouteEntry[], parent = ""): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => {
    const full = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const below = adminRoutesOf(entry.children ?? [], full);
    return isAdminPath(full) || below.length > 0 ? [{ path: full, file: entry.file }, ...below] : below;
  });
}

const adminRoutes = adminRoutesOf(routes as unknown as RouteEntry[]);
const source = (file: string) => readFileSync(path.join(import.meta.dirname, "..", file), "utf8");
const exportsOf = (text: string) => ["loader", "action"].filter((name) => new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b`).test(text));

describe("every admin route declares who may use it", () => {
  it("finds the admin routes", () => {
    expect(adminRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(["admin/dashboard", "admin/users", "api/admin/uploads/:kind"]));
  });

  for (const route of adminRoutes) {
    it(`${route.path} (${route.file}) has an entry in ROUTE_ACCESS`, () => {
      expect(ROUTE_ACCESS[route.file], `add "${route.file}" to ROUTE_ACCESS in app/auth/roles.ts`).toBeDefined();
    });

    const access = ROUTE_ACCESS[route.file];
    if (access === undefined || access === "public") continue;
    it(`${route.file}: each loader and action calls requireStaff with "${access}" and nothing else`, () => {
      const text = source(route.file);
      const calls = [...text.matchAll(/requireStaff\(\s*request,\s*context,\s*"([\w-]+)"\s*\)/g)].map((match) => match[1]);
      expect(calls.length).toBeGreaterThanOrEqual(exportsOf(text).length);
      expect(calls.length).toBeGreaterThan(0);
      expect(new Set(calls)).toEqual(new Set([access]));
      // Any other way of calling the guard would escape the check above.
      expect(text.match(/requireStaff\(/g)?.length).toBe(calls.length);
    });
  }

  it("has no entry for a route that no longer exists", () => {
    const files = new Set(adminRoutes.map((route) => route.file));
    expect(Object.keys(ROUTE_ACCESS).filter((file) => !files.has(file))).toEqual([]);
  });
});

describe("the sidebar follows the same map", () => {
  it("gives each screen the area its route requires", () => {
    for (const item of adminNav) {
      const route = adminRoutes.find((entry) => `/${entry.path}` === item.to);
      expect(route, item.to).toBeDefined();
      const access = ROUTE_ACCESS[route!.file];
      expect(item.area ?? "signed-in", item.to).toBe(access);
    }
  });

  it("shows each role only what it may open", () => {
    expect(navFor("administrator").map((item) => item.label)).toEqual(adminNav.map((item) => item.label));
    expect(navFor("editor").map((item) => item.label)).not.toContain("Users");
    expect(navFor("editor").map((item) => item.label)).not.toContain("Settings");
    expect(navFor("editor").map((item) => item.label)).not.toContain("Audit Log");
    expect(navFor("support").map((item) => item.label)).toEqual(["Dashboard", "Drivers", "SOP", "Trash", "Inbox"]);
    expect(navFor("someone-else").map((item) => item.label)).toEqual(["SOP"]);
  });
});

describe("roles", () => {
  it("gives administrators every area, and the others the issue's list", () => {
    expect(ROLE_AREAS.administrator).toEqual(AREAS);
    expect(mayEnter("editor", "content")).toBe(true);
    expect(mayEnter("editor", "inbox")).toBe(true);
    for (const area of ["users", "settings", "audit"] as const) expect(mayEnter("editor", area)).toBe(false);
    expect(AREAS.filter((area) => mayEnter("support", area))).toEqual(["dashboard", "drivers", "inbox", "trash"]);
    expect(mayEnter("unknown", "dashboard")).toBe(false);
  });
});
