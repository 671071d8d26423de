/** schema.org data for a product page: the Product (spec section 2); its BreadcrumbList is in structured-data.ts. */

type ProductFacts = {
  name: string;
  description: string | null;
  model_number: string | null;
  category_name: string | null;
  images: string[];
  url: string;
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
    // The spec's offer: in stock, priced in USD, and deliberately no price value (prices are quoted on enquiry).
    offers: {
      "@type": "Offer",
      availability: "https://schema.org/InStock",
      priceCurrency: "USD",
      url: product.url,
    },
  };
}
