import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("products", "routes/public/products.tsx"),
    route("product/:id/:slug?", "routes/public/product.tsx"),
    route("about", "routes/public/about.tsx"),
    route("solutions", "routes/public/solutions.tsx"),
    route("solution/:id", "routes/public/solution.tsx"),
    route("news", "routes/public/news.tsx"),
    route("news/:id", "routes/public/news-article.tsx"),
    route("support", "routes/public/support.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("api/products/:id/enquiries", "routes/public/product-enquiry.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  route("api/search", "routes/api/search.ts"),
  route("api/theme", "routes/api/theme.ts"),
  ...prefix("admin", [
    index("routes/admin/login.tsx", { id: "admin-index" }),
    route("login", "routes/admin/login.tsx", { id: "admin-login" }),
    route("logout", "routes/admin/logout.tsx"),
    layout("routes/admin/layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("subcategories", "routes/admin/subcategories.tsx"),
      route("types", "routes/admin/types.tsx"),
      route("products", "routes/admin/products.tsx"),
      ...["solutions", "news"].map((screen) =>
        route(screen, "routes/admin/coming-soon.tsx", { id: `admin-${screen}` }),
      ),
      route("hero-sections", "routes/admin/hero-sections.tsx"),
      route("drivers", "routes/admin/drivers.tsx"),
      route("popups", "routes/admin/popups.tsx"),
      route("sop", "routes/admin/sop.tsx"),
    ]),
  ]),
  route("api/admin/driver-file", "routes/api/admin/driver-file.ts"),
] satisfies RouteConfig;
