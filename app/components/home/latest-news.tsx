import { AppLink } from "~/components/ui/app-link";
import { CertificationsCarousel } from "./certifications";
import { NewsCard, type NewsCardData } from "./news-card";

/** 'Latest News' (the four newest articles) beside the certifications carousel. */
export function LatestNews({
  articles,
  certifications,
}: {
  articles: NewsCardData[];
  certifications: string[];
}) {
  return (
    <section
      aria-labelledby="latest-news-heading"
      className="band"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <div className="section-head">
            <h2
              id="latest-news-heading"
              className="section-title"
            >
              Latest News
            </h2>
            <AppLink
              to="/news"
              className="more-link"
            >
              All News
            </AppLink>
          </div>
          {articles.length > 0 ? (
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {articles.map((article) => (
                <li key={article.id}>
                  <NewsCard
                    article={article}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 text-muted">No news articles available</p>
          )}
        </div>
        <CertificationsCarousel certifications={certifications} />
      </div>
    </section>
  );
}
