import { type Area, mayEnter } from "~/auth/roles";
import type { AdminIconName } from "~/components/icons/icon-names";

/** `area`: the part of the panel the screen belongs to (roles.ts); none means every staff member. */
export type AdminNavItem = { to: string; label: string; icon: AdminIconName; area?: Area };

/** The sidebar, in the order the admin spec gives (Logout follows as a button). */
export const adminNav: AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: "layout-dashboard", area: "dashboard" },
  { to: "/admin/categories", label: "Categories", icon: "folder-tree", area: "content" },
  { to: "/admin/subcategories", label: "Subcategories", icon: "boxes", area: "content" },
  { to: "/admin/types", label: "Types", icon: "tags", area: "content" },
  { to: "/admin/products", label: "Products", icon: "package", area: "content" },
  { to: "/admin/solutions", label: "Solutions", icon: "lightbulb", area: "content" },
  { to: "/admin/news", label: "News", icon: "newspaper", area: "content" },
  { to: "/admin/hero-sections", label: "Hero Sections", icon: "image", area: "content" },
  { to: "/admin/drivers", label: "Drivers", icon: "download", area: "drivers" },
  { to: "/admin/popups", label: "Popups", icon: "megaphone", area: "content" },
  { to: "/admin/sop", label: "SOP", icon: "book-open" },
  // Beyond the spec's list: the typed attributes of types and categories (issue 16), the media library, the trash, the stored
  // visitor messages, the company details, the staff accounts and the audit log.
  { to: "/admin/attributes", label: "Attributes", icon: "sliders-horizontal", area: "content" },
  { to: "/admin/media", label: "Media Library", icon: "images", area: "content" },
  // Deleted content waits here for 30 days (decision 037); each role sees the kinds it manages.
  { to: "/admin/trash", label: "Trash", icon: "trash", area: "trash" },
  { to: "/admin/inbox", label: "Inbox", icon: "inbox", area: "inbox" },
  { to: "/admin/settings", label: "Settings", icon: "settings", area: "settings" },
  { to: "/admin/users", label: "Users", icon: "users", area: "users" },
  { to: "/admin/audit", label: "Audit Log", icon: "scroll-text", area: "audit" },
];

/** The sidebar of one role: the same rule the server's guard applies. */
export function navFor(role: string): AdminNavItem[] {
  return adminNav.filter((item) => item.area === undefined || mayEnter(role, item.area));
}
