import { expect, it } from "vitest";
import { absoluteUrl, breadcrumbData, brandedTitle, metaDescription, pageMeta } from "./page-meta";

const site = { name: "Acme Industrial", origin: "https://acme.example" };

it("puts the company name after a page's title, or first on the home page", () => {
  expect(brandedTitle(site, { title: "About Us" })).toBe("About Us | Acme Industrial");
  expect(brandedTitle(site, { title: "Leading Technology", brandFirst: true })).toBe(
    "Acme Industrial | Leading Technology",
  );
  // Without the layout's data (it failed to load) the page's own title still stands.
  expect(brandedTitle({ name: "", origin: "" }, { title: "About Us" })).toBe("About Us");
});

it("makes a description one line of at most 160 characters, cut at a word", () => {
  expect(metaDescription("  Fanless\n\n panel   PC ")).toBe("Fanless panel PC");
  const long = metaDescription(`${"rugged ".repeat(40)}end`);
  expect(long.length).toBeLessThanOrEqual(160);
  expect(long).toMatch(/^rugged( rugged)*\.\.\.$/);
  // One word longer than the limit is cut where it must be.
  expect(metaDescription("x".repeat(300))).toBe(`${"x".repeat(157)}...`);
});

it("makes paths on this site absolute and leaves other URLs alone", () => {
  expect(absoluteUrl(site.origin, "/media/a.jpg")).toBe("https://acme.example/media/a.jpg");
  expect(absoluteUrl(site.origin, "https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
  // A protocol-relative URL names another host, not a path here.
  expect(absoluteUrl(site.origin, "//cdn.example/a.jpg")).toBe("//cdn.example/a.jpg");
});

it("gives a page its title, description, canonical link, Open Graph and Twitter tags and JSON-LD", () => {
  const tags = pageMeta(site, {
    title: "Fanless Panel PC",
    description: "A panel PC\nwithout a fan.",
    url: "/product/7/fanless-panel-pc",
    type: "product",
    image: "/media/panel.jpg",
    structuredData: [{ "@type": "Product", name: "Fanless Panel PC" }],
  });
  expect(tags).toEqual([
    { title: "Fanless Panel PC | Acme Industrial" },
    { name: "description", content: "A panel PC without a fan." },
    { tagName: "link", rel: "canonical", href: "https://acme.example/product/7/fanless-panel-pc" },
    { property: "og:site_name", content: "Acme Industrial" },
    { property: "og:type", content: "product" },
    { property: "og:title", content: "Fanless Panel PC | Acme Industrial" },
    { property: "og:description", content: "A panel PC without a fan." },
    { property: "og:url", content: "https://acme.example/product/7/fanless-panel-pc" },
    { property: "og:image", content: "https://acme.example/media/panel.jpg" },
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": { "@type": "Product", name: "Fanless Panel PC" } },
  ]);
});

it("gives a page without an image a small Twitter card, and a not-found page no canonical link", () => {
  const tags = pageMeta(site, { title: "Page not found", description: "Gone.", url: null });
  expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
  expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  expect(tags.some((tag) => "property" in tag && tag.property === "og:url")).toBe(false);
  expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
});

it("lists a breadcrumb trail with absolute URLs, numbered from 1", () => {
  const data = breadcrumbData(site, [
    { name: "Home", path: "/" },
    { name: "Solutions", path: "/solutions" },
    { name: "Cold Chain", path: "https://acme.example/solution/3" },
  ]);
  expect(data).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://acme.example/" },
      { "@type": "ListItem", position: 2, name: "Solutions", item: "https://acme.example/solutions" },
      { "@type": "ListItem", position: 3, name: "Cold Chain", item: "https://acme.example/solution/3" },
    ],
  });
});
