/**
 * Browser-safe: who may do what in the admin panel. The guard (guard.server.ts), the sidebar
 * (admin-nav.ts) and the route table's test all read this one file, so a role never sees a
 * screen it may not open, and a new admin route cannot be added without saying who may use it.
 * Decision 019.
 */

export const ROLES = ["administrator", "editor", "support"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { administrator: "Administrator", editor: "Editor", support: "Support" };

/** Parts of the panel a role is given or refused as a whole. */
export const AREAS = ["dashboard", "content", "drivers", "inbox", "trash", "settings", "users", "audit"] as const;
export type Area = (typeof AREAS)[number];

/**
 * Administrators: everything. Editors: content and media (uploads go with content), drivers, the inbox.
 * Support: the inbox and drivers (with their categories). Everyone: the dashboard they land on
 * (it shows only the counts of their areas) and the read-only staff guide (SOP, "signed-in" below).
 * The Trash is for every role that deletes content; each item in it is shown and restored only to
 * roles with the area of its own kind, content or drivers (decision 037).
 */
export const ROLE_AREAS: Record<Role, readonly Area[]> = {
  administrator: AREAS,
  editor: ["dashboard", "content", "drivers", "inbox", "trash"],
  support: ["dashboard", "drivers", "inbox", "trash"],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** An unknown role (a row edited by hand) may do nothing. */
export function mayEnter(role: string, area: Area): boolean {
  return isRole(role) && ROLE_AREAS[role].includes(area);
}

/**
 * What each admin route (by its file in app/routes.ts) requires: an area, any signed-in staff
 * member ("signed-in": the frame every screen sits in), or nobody ("public": sign-in, sign-out
 * and accepting an invitation). routes.test.ts fails when an admin route is missing here, and
 * checks that the route's own guard calls name the same area.
 */
export const ROUTE_ACCESS: Record<string, Area | "signed-in" | "public"> = {
  "routes/admin/login.tsx": "public",
  "routes/admin/logout.tsx": "public",
  "routes/admin/invite.tsx": "public",
  "routes/admin/two-factor.tsx": "public",
  "routes/admin/layout.tsx": "signed-in",
  "routes/admin/dashboard.tsx": "dashboard",
  "routes/admin/content.tsx": "content",
  "routes/admin/products.tsx": "content",
  // Import and export of products (decision 039): the product roles, as the Products screen.
  "routes/admin/products-import.tsx": "content",
  "routes/admin/products-import-upload.ts": "content",
  "routes/admin/products-export.ts": "content",
  "routes/admin/sop.tsx": "signed-in",
  "routes/admin/drivers.tsx": "drivers",
  "routes/admin/arrange.tsx": "content",
  // The media library (decision 040): uploads belong to content staff.
  "routes/admin/media.tsx": "content",
  "routes/admin/arrange-drivers.tsx": "drivers",
  "routes/admin/inbox.tsx": "inbox",
  "routes/admin/inbox-item.tsx": "inbox",
  "routes/admin/inbox-export.ts": "inbox",
  "routes/admin/settings.tsx": "settings",
  "routes/admin/users.tsx": "users",
  "routes/admin/account.tsx": "signed-in",
  "routes/admin/audit.tsx": "audit",
  "routes/admin/audit-export.ts": "audit",
  "routes/admin/trash.tsx": "trash",
  "routes/api/admin/driver-file.ts": "drivers",
  "routes/api/admin/taxonomy-options.ts": "content",
  // Products to pick as a successor, in the product form.
  "routes/api/admin/product-options.ts": "content",
  // Products to link a download to, on the Drivers screen (which Support also uses).
  "routes/api/admin/download-product-options.ts": "drivers",
  "uploads/upload-route.ts": "content",
  // The library for the forms' media fields: file facts, Choose from library, and alt text.
  "routes/api/admin/media.ts": "content",
};
