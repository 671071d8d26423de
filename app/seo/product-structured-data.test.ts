import { expect, it } from "vitest";
import { productJsonLd } from "./product-structured-data";

it("describes a product with brand, manufacturer, model and an in-stock USD offer without a price", () => {
  const data = productJsonLd(
    {
      name: "Panel PC",
      description: "Fanless",
      model_number: "SPC-15",
      category_name: "Panel PCs > Fanless",
      images: ["https://showroom.example/media/a.jpg"],
      url: "https://showroom.example/product/1/panel-pc",
    },
    "Showroom Industrial",
  );
  expect(data).toMatchObject({
    "@type": "Product",
    name: "Panel PC",
    brand: { "@type": "Brand", name: "Showroom Industrial" },
    manufacturer: { "@type": "Organization", name: "Showroom Industrial" },
    category: "Panel PCs > Fanless",
    model: "SPC-15",
    offers: { "@type": "Offer", availability: "https://schema.org/InStock", priceCurrency: "USD" },
  });
  expect(data.offers).not.toHaveProperty("price");
});

it("follows the product's lifecycle in the offer's availability", () => {
  const facts = { name: "Old unit", description: null, model_number: null, category_name: null, images: [], url: "https://showroom.example/product/2/old-unit" };
  const availability = (lifecycle_status: "new" | "eol" | "discontinued") => productJsonLd({ ...facts, lifecycle_status }, "Brand").offers.availability;
  expect(availability("new")).toBe("https://schema.org/InStock");
  expect(availability("eol")).toBe("https://schema.org/LimitedAvailability");
  expect(availability("discontinued")).toBe("https://schema.org/Discontinued");
});
