import { AppLink } from "~/components/ui/app-link";
import {
  ProductCard,
  type ProductCardData,
} from "~/components/catalogue/product-card";
import { Carousel } from "./carousel";

/** 'Popular Products': the six newest products in a carousel. */
export function PopularProducts({ products }: { products: ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    // Not a landmark of its own: the carousel inside is the "Popular Products" region.
    <section className="section">
      <h2 className="section-title">Popular Products</h2>
      <div className="mt-8">
        <Carousel
          label="Popular Products"
          slideClassName="slide-quarter"
          drawnFirst={4}
        >
          {products.map((product) => (
            <ProductCard
              key={product.href}
              product={product}
              sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            />
          ))}
        </Carousel>
      </div>
    </section>
  );
}

/** 'Featured Products': up to six featured products and a way to the whole catalogue. */
export function FeaturedProducts({
  products,
}: {
  products: ProductCardData[];
}) {
  return (
    <section
      aria-labelledby="featured-heading"
      className="section"
    >
      <div className="section-head">
        <h2 id="featured-heading" className="section-title">
          Featured Products
        </h2>
        <AppLink
          to="/products"
          className="more-link"
        >
          View All Products
        </AppLink>
      </div>
      {products.length > 0 ? (
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
          {products.map((product) => (
            <li key={product.href}>
              <ProductCard
                product={product}
                sizes="(min-width: 768px) 33vw, 50vw"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-muted">No products available</p>
      )}
    </section>
  );
}
