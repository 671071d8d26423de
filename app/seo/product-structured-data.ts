import { LIFECYCLE_AVAILABILITY, type LifecycleStatus } from "~/content/product/lifecycle";

/** schema.org data for a product page: the Product (spec section 2); its BreadcrumbList is in structured-data.ts. */

type ProductFacts = {
  name: string;
  description: string | null;
  model_number: string | null;
  category_name: string | null;
  images: string[];
  url: string;
  lifecycle_status?: LifecycleStatus;
};

export function productJsonLd(product: ProductFacts, brand: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description ?? product.name,
    image: product.images,
    brand: { "@type": "Brand", name: brand },
    manufacturer: { "@type": "Organization", name: brand },
    ...(product.category_name ? { category: product.category_name } : {}),
    ...(product.model_number ? { model: product.model_number, mpn: product.model_number } : {}),
    url: product.url,
    // The spec's offer: priced in USD, deliberately no price value (prices are quoted on enquiry); its
    // availability follows the lifecycle (issue 16): in stock, limited past Active, then discontinued.
    offers: {
      "@type": "Offer",
      availability: LIFECYCLE_AVAILABILITY[product.lifecycle_status ?? "active"],
      priceCurrency: "USD",
      url: product.url,
    },
  };
}
