import { Form } from "react-router";
import { Icon } from "~/components/icons/icon";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import type { DownloadGroupView } from "./download-view";
import { DownloadGroups } from "./download-groups";

export type ModelFinderResult = {
  query: string;
  products: Array<{ id: number; name: string; href: string; model: string | null; groups: DownloadGroupView[] }>;
  more: boolean;
};

export const noDownloadsText = (query: string) => `No downloads found for "${query}".`;

/**
 * "Find downloads by model": a GET form (`/support?model=…`), so results have an address and the
 * search works without JavaScript; each product found with its downloads, or a clear empty text.
 */
export function ModelFinder({ result }: { result: ModelFinderResult | null }) {
  const query = result?.query ?? "";
  const count = result?.products.length ?? 0;
  return (
    <section id="find-downloads" aria-labelledby="find-downloads-heading" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="find-downloads-heading" className="text-2xl font-bold tracking-tight">
        Find downloads by model
      </h2>
      <p className="mt-2 text-muted">Type the model number on your product's label, or the product's name.</p>
      <Form method="get" role="search" aria-label="Find downloads by model" preventScrollReset className="mt-4 flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
          <label htmlFor="support-model" className="text-sm font-medium">
            Model number or product name
          </label>
          <input
            // A new search (back, forward, a link) shows its own text.
            key={query}
            id="support-model"
            type="search"
            name="model"
            defaultValue={query}
            placeholder="e.g. SDS-1100-I"
            maxLength={100}
            className="h-11 rounded-md border border-slate-300 bg-surface px-3 text-base placeholder:text-slate-500 focus:border-brand-500 focus:outline-none dark:border-slate-700 dark:placeholder:text-slate-400"
          />
        </div>
        <Button type="submit" className="h-11">
          <Icon name="search" />
          Find downloads
        </Button>
      </Form>

      {result ? (
        <div className="mt-6">
          <p role="status" className="text-sm text-muted">
            {count === 0
              ? noDownloadsText(query)
              : `Downloads for ${count} ${count === 1 ? "product" : "products"} matching "${query}"`}
          </p>
          {count === 0 ? (
            <p className="mt-1 text-sm text-muted">
              {result.more
                ? "Many products match: type more of the model number."
                : "Check the model number on the product's label, or browse the downloads by category below."}
            </p>
          ) : null}
          <ul className="mt-4 space-y-4">
            {result.products.map((product) => (
              <li key={product.id}>
                <section aria-labelledby={`model-${product.id}`} className="rounded-lg border border-line p-4">
                  <h3 id={`model-${product.id}`} className="text-lg font-semibold">
                    <AppLink to={product.href} className="text-accent hover:underline">
                      {product.name}
                    </AppLink>
                  </h3>
                  {product.model ? <p className="text-sm text-muted">Model: {product.model}</p> : null}
                  <div className="mt-3">
                    <DownloadGroups groups={product.groups} headingLevel={4} />
                  </div>
                </section>
              </li>
            ))}
          </ul>
          {count > 0 && result.more ? <p className="mt-3 text-sm text-muted">Showing the best matches. Type more of the model number to narrow them.</p> : null}
        </div>
      ) : null}
    </section>
  );
}
