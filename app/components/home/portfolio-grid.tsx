import { AppLink } from "~/components/ui/app-link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageSources } from "~/media/image-sources";

export type PortfolioItem = {
  id: number;
  name: string;
  small_content: string | null;
  image: ImageSources | null;
  /** Its subcategories' names as the card lists them ("A · B · C"), one string in the page's data. */
  subcategories: string;
};

/** 'Our Product Portfolio': every category, each opening the product list filtered by it. */
export function PortfolioGrid({ categories }: { categories: PortfolioItem[] }) {
  return (
    <section
      aria-labelledby="portfolio-heading"
      className="section"
    >
      <h2 id="portfolio-heading" className="section-title">
        Our Product Portfolio
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <AppLink
              to={`/products?category=${category.id}`}
              className="group category-card"
            >
              <ResponsiveImage
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                image={category.image}
                alt=""
                className="category-image"
              />
              <span className="category-body">
                <span className="card-title">{category.name}</span>
                {category.small_content ? (
                  <span className="category-text">
                    {category.small_content}
                  </span>
                ) : null}
                {category.subcategories ? (
                  <span className="category-types">
                    {category.subcategories}
                  </span>
                ) : null}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
