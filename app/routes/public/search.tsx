import { Form } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import type { Route } from "./+types/search";
import { formatDate } from "~/components/home/format-date";
import { PageHeader } from "~/components/home/page-header";
import { Icon } from "~/components/icons/icon";
import { LifecycleBadge } from "~/components/catalogue/lifecycle-badge";
import { groupHeading, noResultsText, SEARCH_HINT, SEARCH_PLACEHOLDER } from "~/components/search/texts";
import { Button } from "~/components/ui/button";
import { normaliseQuery, SEARCH_FETCH_LIMIT } from "~/search/query";
import { searchContent } from "~/search/repository.server";
import { pageMeta, siteOf } from "~/seo/page-meta";
import { servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(siteOf(matches), {
    title: data?.response.query ? `Search results for "${data.response.query}"` : "Search",
    description: "Search products, drivers, news and solutions.",
    url: "/search",
  }),
  // Results pages are for visitors; search engines index the pages they lead to.
  { name: "robots", content: "noindex, follow" },
];

/** GET /search?q=: every hit fetched, grouped as in the search dialog; works without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const text = new URL(request.url).searchParams.get("q") ?? "";
  const response = await searchContent(context.get(servicesContext).db, text, { shownPerGroup: SEARCH_FETCH_LIMIT });
  return { text: normaliseQuery(text), response };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { text, response } = loaderData;
  const { groups } = response;
  const shown = groups.reduce((total, group) => total + group.hits.length, 0);
  return (
    <main>
      <PageHeader title="Search" subtitle="Products, drivers, news and solutions" />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <Form method="get" role="search" aria-label="Site search" className="flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            Search
          </label>
          <input
            // A new search (back, forward, a link) shows its own text.
            key={text}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={text}
            placeholder={SEARCH_PLACEHOLDER}
            className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-surface px-3 text-base placeholder:text-slate-500 focus:border-brand-500 focus:outline-none dark:border-slate-700 dark:placeholder:text-slate-400"
          />
          <Button type="submit" className="h-11">
            <Icon name="search" />
            Search
          </Button>
        </Form>

        <p role="status" className="mt-6 text-sm text-muted">
          {!response.query
            ? SEARCH_HINT
            : groups.length === 0
              ? noResultsText(response.query)
              : `${shown} ${shown === 1 ? "result" : "results"} for "${response.query}"`}
        </p>

        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`search-${group.kind}`} className="mt-8">
            <h2 id={`search-${group.kind}`} className="text-lg font-semibold">
              {groupHeading(group.label, group.count)}
            </h2>
            <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
              {group.hits.map((hit) => (
                <li key={hit.id} className="px-4 py-3">
                  <AppLink to={hit.href} className="font-medium text-accent hover:underline">
                    {hit.title}
                  </AppLink>
                  {hit.status ? (
                    <span className="ml-2 align-middle">
                      <LifecycleBadge status={hit.status} />
                    </span>
                  ) : null}
                  {hit.detail ? (
                    <p className="mt-1 text-sm text-muted">{group.kind === "solution" ? formatDate(hit.detail) : hit.detail}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
