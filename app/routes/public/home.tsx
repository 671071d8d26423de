import { data } from "react-router";
import type { Route } from "./+types/home";
import { withPreview, previewHero } from "./record-preview.server";
import type { ImageSources } from "~/media/image-sources";
import { type ProductCardData, productCardData } from "~/components/catalogue/product-card";
import { newsExcerpt } from "~/components/home/news-excerpt";
import { responsiveImages } from "~/media/responsive-images.server";
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
import { getCachedActiveHeroSections } from "~/content/hero-section/cache.server";
import { getCachedNavigationTree } from "~/content/navigation/cache.server";
import { listNews } from "~/content/news/repository.server";
import type { ProductCard } from "~/content/product/types";
import {
  listFeaturedProducts,
  listPopularProducts,
} from "~/content/product/repository.server";
import { getCachedSiteSettings } from "~/content/site-settings/cache.server";
import { organizationData, pageMeta, siteOf } from "~/seo/page-meta";
import { servicesContext } from "~/request-context";

/** The spec's counts for the home page. */
const HOME_LIMITS = { popular: 6, featured: 6, news: 4 };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const organization = organizationData(matches);
  // Shared links show the first hero slide, or else the first category of the portfolio.
  const image =
    loaderData?.slides.find((slide) => slide.image)?.image?.src ??
    loaderData?.portfolio.find((category) => category.image)?.image?.src;
  return pageMeta(siteOf(matches), {
    title: loaderData?.tagline ?? "Home",
    brandFirst: true,
    description:
      "Industrial panel PCs, box PCs, rack-mount computers, motherboards, switches, serial converters, kiosks and GPS tracking.",
    url: "/",
    image,
    structuredData: organization ? [organization] : [],
  });
};

/** A product shown in two sections is one card object, which the page's data then carries once. */
function productCards(
  products: ProductCard[],
  imageOf: (reference: string | null) => ImageSources | null,
  cards: Map<number, ProductCardData>,
): ProductCardData[] {
  return products.map((product) => {
    const card = cards.get(product.id) ?? productCardData(product, imageOf(product.main_image));
    cards.set(product.id, card);
    return card;
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  // `?preview=hero-<id>`: staff only, that hero first among the live ones, never cached (decision 035).
  const previewing = await previewHero(request, context);
  if (previewing === null) throw data("Hero section not found", { status: 404 });
  const [settings, live, tree, popular, featured, news] = await Promise.all([
    getCachedSiteSettings(db),
    getCachedActiveHeroSections(db),
    getCachedNavigationTree(db),
    listPopularProducts(db, HOME_LIMITS.popular),
    listFeaturedProducts(db, HOME_LIMITS.featured),
    listNews(db, { limit: HOME_LIMITS.news }),
  ]);
  const heroes = previewing ? [previewing.record, ...live.filter((hero) => hero.id !== previewing.record.id)] : live;
  // One lookup for every image on the page: a picture used twice (a category shown with one of
  // its products' photos) is then one object.
  const references = [
    ...heroes.map((hero) => hero.image),
    ...tree.map((category) => category.image),
    ...news.map((article) => article.images[0] ?? null),
    ...[...popular, ...featured].map((product) => product.main_image),
  ];
  const sources = await responsiveImages(db, references);
  const byReference = new Map(
    references.map((reference, i) => [reference, sources[i]]),
  );
  const imageOf = (reference: string | null) =>
    reference ? (byReference.get(reference) ?? null) : null;
  const cards = new Map<number, ProductCardData>();
  const page = {
    companyName: settings.company_name,
    tagline: settings.tagline,
    certifications: settings.certifications,
    slides: heroes.map((hero) => ({
      id: hero.id,
      heading: hero.h1_text,
      paragraph: hero.para_text,
      buttonText: hero.button_text,
      href: hero.url_link,
      image: imageOf(hero.image),
    })),
    portfolio: tree.map((category) => ({
      id: category.id,
      name: category.name,
      small_content: category.small_content,
      image: imageOf(category.image),
      subcategories: category.subcategories
        .map((subcategory) => subcategory.name)
        .join(" · "),
    })),
    popular: productCards(popular, imageOf, cards),
    featured: productCards(featured, imageOf, cards),
    news: news.map((article) => ({
      id: article.id,
      title: article.title,
      date: article.date,
      place: article.place,
      excerpt: newsExcerpt(article.content),
      image: imageOf(article.images[0] ?? null),
    })),
  };
  return withPreview(page, previewing, "hero section");
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
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
    preview,
  } = loaderData;
  return (
    <main className="relative isolate">
      {preview ? (
        <div className="mx-auto max-w-7xl px-4 pt-4">
          <p role="status" className="preview-banner">{preview}</p>
        </div>
      ) : null}
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
