import { Icon } from "~/components/icons/icon";
import { AppLink } from "~/components/ui/app-link";
import type { Route } from "./+types/solutions";
import { pageMeta, siteOf } from "~/seo/page-meta";
import { formatDate } from "~/components/home/format-date";
import { PageHeader } from "~/components/home/page-header";
import { responsiveImages } from "~/media/responsive-images.server";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { listSolutions } from "~/content/solution/repository.server";
import { servicesContext } from "~/request-context";

const SUBTITLE = "Comprehensive technology solutions for your business needs";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteOf(matches), {
    title: "Solutions",
    description: SUBTITLE,
    url: "/solutions",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const solutions = await listSolutions(db);
  const images = await responsiveImages(
    db,
    solutions.map(
      (solution) =>
        solution.content.find((block) => block.image)?.image ?? null,
    ),
  );
  return {
    solutions: solutions.map((solution, index) => ({
      id: solution.id,
      title: solution.title,
      date: solution.date,
      image: images[index],
    })),
  };
}

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { solutions } = loaderData;
  return (
    <main>
      <PageHeader title="Solutions" subtitle={SUBTITLE} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {solutions.length === 0 ? (
          <p className="py-12 text-center text-muted">No solutions available</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {solutions.map((solution) => (
              <li key={solution.id}>
                <AppLink
                  to={`/solution/${solution.id}`}
                  className="group card hover:shadow-md"
                >
                  {solution.image ? (
                    <ResponsiveImage
                      image={solution.image}
                      alt=""
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="aspect-video w-full object-cover"
                    />
                  ) : null}
                  <span className="flex flex-1 flex-col p-5">
                    <span className="text-lg font-semibold group-hover:text-accent">
                      {solution.title}
                    </span>
                    <span className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted">
                      <Icon name="calendar" className="size-4" />
                      <time dateTime={solution.date}>
                        {formatDate(solution.date)}
                      </time>
                    </span>
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
