import type { Route } from "./+types/home";
import type { ProductCardData } from "~/components/catalogue/product-card";
import { newsExcerpt } from "~/components/home/news-excerpt";
import { pictureSources } from "~/components/catalogue/picture-sources.server";
import { DefaultBanner } from "~/components/home/default-banner";
import { FeaturesStrip } from "~/components/home/features-strip";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { IntroBlock } from "~/components/home/intro-block";
import { LatestNews } from "~/components/home/latest-news";
import { ParticleBackground } from "~/components/home/particle-background";
import { PortfolioGrid } from "~/components/home/portfolio-grid";
import {
  FeaturedProducts,
  PopularProducts,
} from "~/components/home/product-sections";
import { productHref } from "~/components/navigation/menu-tree";
import type { Db } from "~/db/connection.server";
import { getCachedActiveHeroSections } from "~/content/hero-section/cache.server";
import { getCachedNavigationTree } from "~/content/navigation/cache.server";
import { listNews } from "~/content/news/repository.server";
import type { ProductCard } from "~/content/product/types";
import {
  listFeaturedProducts,
  listPopularProducts,
} from "~/content/product/repository.server";
import { getCachedSiteSettings } from "~/content/site-settings/cache.server";

/** The spec's counts for the home page. */
const HOME_LIMITS = { popular: 6, featured: 6, news: 4 };
const CARD_SIZES = "(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${loaderData.companyName} | ${loaderData.tagline}`
      : "Home",
  },
  {
    name: "description",
    content:
      "Industrial panel PCs, box PCs, rack-mount computers, motherboards, switches, serial converters, kiosks and GPS tracking.",
  },
];

async function productCards(
  db: Db,
  products: ProductCard[],
): Promise<ProductCardData[]> {
  const images = await pictureSources(
    db,
    products.map((product) => product.main_image),
    CARD_SIZES,
  );
  return products.map((product, i) => ({
    id: product.id,
    name: product.name,
    href: productHref(product),
    image: images[i],
    model_number: product.model_number,
    category_name: product.category_name,
  }));
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [settings, heroes, tree, popular, featured, news] = await Promise.all([
    getCachedSiteSettings(db),
    getCachedActiveHeroSections(db),
    getCachedNavigationTree(db),
    listPopularProducts(db, HOME_LIMITS.popular),
    listFeaturedProducts(db, HOME_LIMITS.featured),
    listNews(db, { limit: HOME_LIMITS.news }),
  ]);
  const [heroImages, categoryImages, newsImages, popularCards, featuredCards] =
    await Promise.all([
      pictureSources(
        db,
        heroes.map((hero) => hero.image),
        "100vw",
      ),
      pictureSources(
        db,
        tree.map((category) => category.image),
        "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
      ),
      pictureSources(
        db,
        news.map((article) => article.images[0] ?? null),
        "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
      ),
      productCards(db, popular),
      productCards(db, featured),
    ]);
  return {
    companyName: settings.company_name,
    tagline: settings.tagline,
    certifications: settings.certifications,
    slides: heroes.map((hero, i) => ({
      id: hero.id,
      heading: hero.h1_text,
      paragraph: hero.para_text,
      buttonText: hero.button_text,
      href: hero.url_link,
      image: heroImages[i],
    })),
    portfolio: tree.map((category, i) => ({
      id: category.id,
      name: category.name,
      small_content: category.small_content,
      image: categoryImages[i],
      subcategoryNames: category.subcategories.map(
        (subcategory) => subcategory.name,
      ),
    })),
    popular: popularCards,
    featured: featuredCards,
    news: news.map((article, i) => ({
      id: article.id,
      title: article.title,
      date: article.date,
      place: article.place,
      excerpt: newsExcerpt(article.content),
      image: newsImages[i],
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    companyName,
    tagline,
    certifications,
    slides,
    portfolio,
    popular,
    featured,
    news,
  } = loaderData;
  return (
    <main className="relative isolate">
      <ParticleBackground />
      {slides.length > 0 ? (
        <>
          <h1 className="sr-only">
            {companyName}: {tagline}
          </h1>
          <HeroCarousel slides={slides} />
        </>
      ) : (
        <DefaultBanner companyName={companyName} />
      )}
      <FeaturesStrip />
      <IntroBlock companyName={companyName} />
      <PortfolioGrid categories={portfolio} />
      <PopularProducts products={popular} />
      <LatestNews articles={news} certifications={certifications} />
      <FeaturedProducts products={featured} />
    </main>
  );
}
