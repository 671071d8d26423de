import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageSources } from "~/media/image-sources";

export type PortfolioItem = {
  id: number;
  name: string;
  small_content: string | null;
  image: ImageSources | null;
  subcategoryNames: string[];
};

/** 'Our Product Portfolio': every category, each opening the product list filtered by it. */
export function PortfolioGrid({ categories }: { categories: PortfolioItem[] }) {
  return (
    <section aria-labelledby="portfolio-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="portfolio-heading" className="text-3xl font-bold tracking-tight">
        Our Product Portfolio
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/products?category=${category.id}`}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <ResponsiveImage image={category.image} alt="" className="aspect-[4/3] w-full object-contain p-2" />
              <span className="flex flex-1 flex-col border-t border-slate-100 p-4 dark:border-slate-800">
                <span className="font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-100">{category.name}</span>
                {category.small_content ? (
                  <span className="mt-1 text-sm text-slate-600 dark:text-slate-300">{category.small_content}</span>
                ) : null}
                {category.subcategoryNames.length > 0 ? (
                  <span className="mt-2 text-xs text-slate-600 dark:text-slate-300">{category.subcategoryNames.join(" · ")}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
