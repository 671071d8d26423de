import { Icon } from "~/components/icons/icon";
import { data, isRouteErrorResponse } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import type { Route } from "./+types/solution";
import { breadcrumbData, pageMeta, siteOf, unavailablePageMeta } from "~/seo/page-meta";
import { AlternatingBlocks } from "~/components/home/alternating-blocks";
import { formatDate } from "~/components/home/format-date";
import { describedImages } from "~/media/responsive-images.server";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { getSolution } from "~/content/solution/repository.server";
import { recordIdFrom } from "~/content/shared/record-id";
import { servicesContext } from "~/request-context";
import { withPreview, previewSolution, wantsPreview } from "./record-preview.server";

export const meta: Route.MetaFunction = ({
  loaderData,
  matches,
  params,
  error,
}) => {
  const site = siteOf(matches);
  if (!loaderData) {
    return unavailablePageMeta(site, error, {
      title: "Solution not found",
      description: "The solution you are looking for does not exist or was removed.",
    });
  }
  const { solution } = loaderData;
  const blocks = [...solution.content, ...solution.applications];
  const url = `/solution/${params.id}`;
  return pageMeta(site, {
    title: solution.title,
    description:
      blocks.find((block) => block.text)?.text ??
      (solution.highlights.join(". ") || solution.title),
    url,
    type: "article",
    image: blocks.find((block) => block.image)?.image?.src,
    structuredData: [
      breadcrumbData(site, [
        { name: "Home", path: "/" },
        { name: "Solutions", path: "/solutions" },
        { name: solution.title, path: url },
      ]),
    ],
  });
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const id = recordIdFrom(params.id);
  // `?preview`: staff only, the pending draft or the saved solution, never cached (decision 035).
  const previewing = wantsPreview(request) ? await previewSolution(request, context, id) : undefined;
  if (previewing === null) throw data("Solution not found", { status: 404 });
  const solution = previewing ? previewing.record : id ? await getSolution(db, id, { live: true }) : undefined;
  if (!solution) throw data("Solution not found", { status: 404 });
  const [contentImages, applicationImages] = await Promise.all([
    describedImages(
      db,
      solution.content.map((block) => block.image),
    ),
    describedImages(
      db,
      solution.applications.map((application) => application.image),
    ),
  ]);
  const page = {
    solution: {
      title: solution.title,
      date: solution.date,
      content: solution.content.map((block, i) => ({
        heading: block.heading,
        text: block.para,
        image: contentImages[i]?.image ?? null,
        // The alt text in the media library, else the block's heading (decision 040).
        alt: contentImages[i]?.alt ?? block.heading,
      })),
      applications: solution.applications.map((application, i) => ({
        heading: application.name,
        text: application.para,
        image: applicationImages[i]?.image ?? null,
        alt: applicationImages[i]?.alt ?? application.name,
      })),
      highlights: solution.highlights,
      specifications: solution.specifications,
    },
  };
  return withPreview(page, previewing, "solution");
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const { solution, preview } = loaderData;
  const tabs = [
    {
      value: "highlights",
      label: "Key Highlights",
      items: solution.highlights,
    },
    {
      value: "specifications",
      label: "Specifications",
      items: solution.specifications,
    },
  ].filter((tab) => tab.items.length > 0);
  return (
    <main className="mx-auto max-w-7xl px-4 py-12">
      {preview ? <p role="status" className="preview-banner">{preview}</p> : null}
      <AppLink
        to="/solutions"
        className="text-sm font-medium text-accent hover:underline"
      >
        ← Back to Solutions
      </AppLink>
      <header className="mt-6 border-b border-line pb-8">
        <h1 className="text-4xl font-bold tracking-tight">{solution.title}</h1>
        <p className="mt-3 inline-flex items-center gap-1.5 text-muted">
          <Icon name="calendar" className="size-4" />
          <time dateTime={solution.date}>{formatDate(solution.date)}</time>
        </p>
      </header>
      {solution.content.length > 0 ? (
        <div className="mt-12">
          <AlternatingBlocks blocks={solution.content} />
        </div>
      ) : null}
      {solution.applications.length > 0 ? (
        <section aria-labelledby="applications-heading" className="mt-16">
          <h2
            id="applications-heading"
            className="text-3xl font-bold tracking-tight"
          >
            Applications
          </h2>
          <div className="mt-8">
            <AlternatingBlocks
              blocks={solution.applications}
              headingLevel={3}
            />
          </div>
        </section>
      ) : null}
      {tabs.length > 0 ? (
        <Tabs defaultValue={tabs[0].value} className="mt-16">
          <TabsList>
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <ul className="list-disc space-y-2 pl-6 text-body">
                {tab.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {missing ? "Solution not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-muted">
        {missing
          ? "The solution you are looking for does not exist or was removed."
          : "Please try again in a moment."}
      </p>
      <AppLink
        to="/solutions"
        className="mt-8 inline-block font-medium text-accent hover:underline"
      >
        View all solutions
      </AppLink>
    </main>
  );
}
