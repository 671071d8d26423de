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
  Tags,
} from "lucide-react";

export type AdminNavItem = { to: string; label: string; icon: LucideIcon };

/** The sidebar, in the order the admin spec gives (Logout follows as a button). */
export const adminNav: AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/categories", label: "Categories", icon: FolderTree },
  { to: "/admin/subcategories", label: "Subcategories", icon: Boxes },
  { to: "/admin/types", label: "Types", icon: Tags },
  { to: "/admin/products", label: "Products", icon: Package },
  { to: "/admin/solutions", label: "Solutions", icon: Lightbulb },
  { to: "/admin/news", label: "News", icon: Newspaper },
  { to: "/admin/hero-sections", label: "Hero Sections", icon: Image },
  { to: "/admin/drivers", label: "Drivers", icon: Download },
  { to: "/admin/popups", label: "Popups", icon: Megaphone },
  { to: "/admin/sop", label: "SOP", icon: BookOpen },
  // Beyond the spec's list: the stored visitor messages and the company details.
  { to: "/admin/inbox", label: "Inbox", icon: Inbox },
  { to: "/admin/settings", label: "Settings", icon: Settings },
];
