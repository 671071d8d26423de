import {
  BookOpen,
  Boxes,
  FolderTree,
  Image,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Newspaper,
  Package,
  Download,
  Inbox,
  Lightbulb,
  Settings,
  SlidersHorizontal,
  Tags,
  Users,
  ScrollText,
} from "lucide-react";
import { type Area, mayEnter } from "~/auth/roles";

/** `area`: the part of the panel the screen belongs to (roles.ts); none means every staff member. */
export type AdminNavItem = { to: string; label: string; icon: LucideIcon; area?: Area };

/** The sidebar, in the order the admin spec gives (Logout follows as a button). */
export const adminNav: AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, area: "dashboard" },
  { to: "/admin/categories", label: "Categories", icon: FolderTree, area: "content" },
  { to: "/admin/subcategories", label: "Subcategories", icon: Boxes, area: "content" },
  { to: "/admin/types", label: "Types", icon: Tags, area: "content" },
  { to: "/admin/products", label: "Products", icon: Package, area: "content" },
  { to: "/admin/solutions", label: "Solutions", icon: Lightbulb, area: "content" },
  { to: "/admin/news", label: "News", icon: Newspaper, area: "content" },
  { to: "/admin/hero-sections", label: "Hero Sections", icon: Image, area: "content" },
  { to: "/admin/drivers", label: "Drivers", icon: Download, area: "drivers" },
  { to: "/admin/popups", label: "Popups", icon: Megaphone, area: "content" },
  { to: "/admin/sop", label: "SOP", icon: BookOpen },
  // Beyond the spec's list: the typed attributes of types and categories (issue 16), the stored visitor messages,
  // the company details, the staff accounts and the audit log.
  { to: "/admin/attributes", label: "Attributes", icon: SlidersHorizontal, area: "content" },
  { to: "/admin/inbox", label: "Inbox", icon: Inbox, area: "inbox" },
  { to: "/admin/settings", label: "Settings", icon: Settings, area: "settings" },
  { to: "/admin/users", label: "Users", icon: Users, area: "users" },
  { to: "/admin/audit", label: "Audit Log", icon: ScrollText, area: "audit" },
];

/** The sidebar of one role: the same rule the server's guard applies. */
export function navFor(role: string): AdminNavItem[] {
  return adminNav.filter((item) => item.area === undefined || mayEnter(role, item.area));
}
