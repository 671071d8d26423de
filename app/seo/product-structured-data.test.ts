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
