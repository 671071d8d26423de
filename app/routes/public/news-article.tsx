import { Icon } from "~/components/icons/icon";
import { data, isRouteErrorResponse } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import type { Route } from "./+types/news-article";
import {
  absoluteUrl,
  breadcrumbData,
  metaDescription,
  pageMeta,
  siteOf,
  unavailablePageMeta,
} from "~/seo/page-meta";
import { newsArticleJsonLd } from "~/seo/structured-data";
import { formatDate } from "~/components/home/format-date";
import { describedImages } from "~/media/responsive-images.server";
import { Badge } from "~/components/ui/badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { getNews } from "~/content/news/repository.server";
import { recordIdFrom } from "~/content/shared/record-id";
import { servicesContext } from "~/request-context";
import { withPreview, previewNews, wantsPreview } from "./record-preview.server";

/** Article images are at most the text column wide (max-w-4xl). */
const ARTICLE_IMAGE_SIZES = "(min-width: 1024px) 896px, 100vw";

/** The main image and up to four more sit at the top; the rest go under 'More Images'. */
const TOP_IMAGES = 5;

export const meta: Route.MetaFunction = ({
  loaderData,
  matches,
  params,
  error,
}) => {
  const site = siteOf(matches);
  if (!loaderData) {
    return unavailablePageMeta(site, error, {
      title: "Article not found",
      description: "The article you are looking for does not exist or was removed.",
    });
  }
  const { article } = loaderData;
  const url = absoluteUrl(site.origin, `/news/${params.id}`);
  const description = metaDescription(
    article.sections.find((section) => section.para)?.para ?? article.title,
  );
  const image = article.mainImage
    ? absoluteUrl(site.origin, article.mainImage.image.src)
    : null;
  return [
    ...pageMeta(site, {
      title: article.title,
      description,
      url,
      type: "article",
      image,
      structuredData: [
        newsArticleJsonLd(
          {
            title: article.title,
            description,
            date: article.date,
            place: article.place,
            images: image ? [image] : [],
            url,
          },
          { name: site.name, url: `${site.origin}/` },
        ),
        breadcrumbData(site, [
          { name: "Home", path: "/" },
          { name: "News", path: "/news" },
          { name: article.title, path: url },
        ]),
      ],
    }),
    { property: "article:published_time", content: article.date },
  ];
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const id = recordIdFrom(params.id);
  // `?preview`: staff only, the pending draft or the saved article, never cached (decision 035).
  const previewing = wantsPreview(request) ? await previewNews(request, context, id) : undefined;
  if (previewing === null) throw data("Article not found", { status: 404 });
  const article = previewing ? previewing.record : id ? await getNews(db, id, { live: true }) : undefined;
  if (!article) throw data("Article not found", { status: 404 });
  // Each image says what its alt text in the media library says, else what the page said before (decision 040).
  const described = (await describedImages(db, article.images))
    .filter((found) => found !== null)
    .map(({ image, alt }, index) => ({
      image,
      alt: alt ?? (index === 0 ? article.title : `${article.title}, image ${index + 1}`),
    }));
  const [main, ...rest] = described;
  const page = {
    article: {
      title: article.title,
      date: article.date,
      place: article.place,
      sections: article.content,
      mainImage: main ?? null,
      extraImages: rest.slice(0, TOP_IMAGES - 1),
      moreImages: rest.slice(TOP_IMAGES - 1),
    },
  };
  return withPreview(page, previewing, "article");
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { article, preview } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      {preview ? <p role="status" className="preview-banner">{preview}</p> : null}
      <AppLink
        to="/news"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
      >
        <Icon name="arrow-left" className="size-4" />
        Back to News
      </AppLink>
      <article className="mt-6">
        <p className="flex flex-wrap gap-2">
          <Badge className="gap-1">
            <Icon name="calendar" className="size-3.5" />
            <time dateTime={article.date}>{formatDate(article.date)}</time>
          </Badge>
          <Badge className="gap-1">
            <Icon name="map-pin" className="size-3.5" />
            {article.place}
          </Badge>
        </p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight">
          {article.title}
        </h1>
        {article.mainImage ? (
          <ResponsiveImage
            image={article.mainImage.image}
            alt={article.mainImage.alt}
            priority
            sizes={ARTICLE_IMAGE_SIZES}
            className="mt-8 w-full rounded-lg object-cover"
          />
        ) : null}
        {article.extraImages.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {article.extraImages.map(({ image, alt }, index) => (
              <li key={index}>
                <ResponsiveImage
                  image={image}
                  alt={alt}
                  sizes={ARTICLE_IMAGE_SIZES}
                  className="aspect-[4/3] w-full rounded-md object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-10 space-y-8">
          {article.sections.map((section, index) => (
            <section key={index}>
              {section.heading ? (
                <h2 className="text-2xl font-semibold">{section.heading}</h2>
              ) : null}
              {section.para ? (
                <p className="mt-3 leading-relaxed whitespace-pre-line text-body">
                  {section.para}
                </p>
              ) : null}
            </section>
          ))}
        </div>
        {article.moreImages.length > 0 ? (
          <section aria-labelledby="more-images" className="mt-12">
            <h2 id="more-images" className="text-2xl font-semibold">
              More Images
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
              {article.moreImages.map(({ image, alt }, index) => (
                <li key={index}>
                  <ResponsiveImage
                    image={image}
                    alt={alt}
                    sizes={ARTICLE_IMAGE_SIZES}
                    className="aspect-[4/3] w-full rounded-md object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {missing ? "Article not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-muted">
        {missing
          ? "The article you are looking for does not exist or was removed."
          : "Please try again in a moment."}
      </p>
      <AppLink
        to="/news"
        className="mt-8 inline-block font-medium text-accent hover:underline"
      >
        Back to News
      </AppLink>
    </main>
  );
}
