import type { Route } from "./+types/news";
import { pageMeta, siteOf } from "~/seo/page-meta";
import { newsExcerpt } from "~/components/home/news-excerpt";
import { NewsCard } from "~/components/home/news-card";
import { PageHeader } from "~/components/home/page-header";
import { responsiveImages } from "~/media/responsive-images.server";
import { listNews } from "~/content/news/repository.server";
import { servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteOf(matches), {
    title: "Latest News",
    description: "News, events and announcements.",
    url: "/news",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const articles = await listNews(db);
  const images = await responsiveImages(
    db,
    articles.map((article) => article.images[0] ?? null),
  );
  return {
    articles: articles.map((article, index) => ({
      id: article.id,
      title: article.title,
      date: article.date,
      place: article.place,
      excerpt: newsExcerpt(article.content),
      image: images[index],
    })),
  };
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <main>
      <PageHeader
        title="Latest News"
        subtitle="Product launches, exhibitions and company announcements"
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {articles.length === 0 ? (
          <p className="py-12 text-center text-muted">
            No news articles available
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {articles.map((article) => (
              <li key={article.id}>
                <NewsCard
                  article={article}
                  headingLevel={2}
                  sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
