import { expect, it } from "vitest";
import { breadcrumbJsonLd, newsArticleJsonLd, organizationJsonLd } from "./structured-data";

it("describes the company from its site settings, with its address on one line", () => {
  expect(
    organizationJsonLd({
      name: "Acme Industrial",
      url: "https://acme.example/",
      email: "info@acme.example",
      phone: "+91 44 0000 0000",
      address: "12 Anna Salai\nChennai 600002\n",
      foundedYear: 2012,
      profiles: ["https://www.linkedin.com/company/acme"],
    }),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Acme Industrial",
    url: "https://acme.example/",
    email: "info@acme.example",
    telephone: "+91 44 0000 0000",
    address: "12 Anna Salai, Chennai 600002",
    foundingDate: "2012",
    sameAs: ["https://www.linkedin.com/company/acme"],
  });
});

it("leaves out what the company has not filled in", () => {
  const data = organizationJsonLd({
    name: "Acme",
    url: "https://acme.example/",
    email: "",
    phone: "",
    address: "",
    foundedYear: 2012,
    profiles: [],
  });
  expect(Object.keys(data)).toEqual(["@context", "@type", "name", "url", "foundingDate"]);
});

it("describes a news article published by the company", () => {
  const company = { name: "Acme", url: "https://acme.example/" };
  const data = newsArticleJsonLd(
    {
      title: "Acme at Automation Expo",
      description: "Our stand in Mumbai.",
      date: "2026-02-10",
      place: "Mumbai",
      images: ["https://acme.example/media/expo.jpg"],
      url: "https://acme.example/news/4",
    },
    company,
  );
  expect(data).toMatchObject({
    "@type": "NewsArticle",
    headline: "Acme at Automation Expo",
    datePublished: "2026-02-10",
    image: ["https://acme.example/media/expo.jpg"],
    locationCreated: { "@type": "Place", name: "Mumbai" },
    mainEntityOfPage: "https://acme.example/news/4",
    author: { "@type": "Organization", name: "Acme" },
    publisher: { "@type": "Organization", name: "Acme", url: "https://acme.example/" },
  });
});

it("numbers breadcrumb items from 1", () => {
  const data = breadcrumbJsonLd([
    { name: "Home", url: "https://s.example/" },
    { name: "Products", url: "https://s.example/products" },
  ]);
  expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
    [1, "Home"],
    [2, "Products"],
  ]);
});
