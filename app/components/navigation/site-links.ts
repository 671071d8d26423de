export type SiteLink = { to: string; label: string };

/** The top bar's links, in the spec's order; Products carries the mega-menu. */
export const siteLinks: SiteLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/products", label: "Products" },
  { to: "/solutions", label: "Solutions" },
  { to: "/support", label: "Support" },
  { to: "/news", label: "News" },
  { to: "/contact", label: "Contact" },
];
