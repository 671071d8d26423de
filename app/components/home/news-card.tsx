import { Icon } from "~/components/icons/icon";
import { AppLink } from "~/components/ui/app-link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageSources } from "~/media/image-sources";
import { formatDate } from "./format-date";

export type NewsCardData = {
  id: number;
  title: string;
  date: string;
  place: string;
  /** The article's first paragraph. */
  excerpt: string;
  image: ImageSources | null;
};

/** One article in the news grid and the home page's 'Latest News'. */
export function NewsCard({
  article,
  headingLevel = 3,
  sizes,
}: {
  article: NewsCardData;
  headingLevel?: 2 | 3;
  /** The card's width in the grid around it, as an image `sizes` attribute. */
  sizes: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card">
      <ResponsiveImage
        image={article.image}
        alt=""
        sizes={sizes}
        className="news-image"
      />
      <div className="news-body">
        <p className="news-facts">
          <span className="fact">
            <Icon name="calendar" className="size-3.5" />
            <time dateTime={article.date}>{formatDate(article.date)}</time>
          </span>
          <span className="fact">
            <Icon name="map-pin" className="size-3.5" />
            {article.place}
          </span>
        </p>
        <Heading className="news-title">
          {article.title}
        </Heading>
        {article.excerpt ? (
          <p className="news-excerpt">
            {article.excerpt}
          </p>
        ) : null}
        <AppLink
          to={`/news/${article.id}`}
          className="read-more"
        >
          {/* The title is in the link's text, not only its aria-label: search engines and
              Lighthouse's link-text audit read the text, and "Read More" alone says nothing. */}
          Read More<span className="sr-only">{`: ${article.title}`}</span>
        </AppLink>
      </div>
    </article>
  );
}
