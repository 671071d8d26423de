import { Form } from "react-router";
import { Icon } from "~/components/icons/icon";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import type { DownloadGroupView } from "./download-view";
import { DownloadGroups } from "./download-groups";

type FoundProduct = { id: number; name: string; href: string; model: string | null };

export type ModelFinderResult = {
  query: string;
  /** How many products were found, counted across the sets. */
  count: number;
  /** The products found, those with the same downloads together, each set with its files once. */
  sets: Array<{ products: FoundProduct[]; groups: DownloadGroupView[] }>;
  more: boolean;
};

export const noDownloadsText = (query: string) => `No downloads found for "${query}".`;

/**
 * "Find downloads by model": a GET form (`/support?model=…`), so results have an address and the
 * search works without JavaScript; the products found with their downloads (products sharing the
 * very same files listed together above them, so the files show once), or a clear empty text.
 */
export function ModelFinder({ result }: { result: ModelFinderResult | null }) {
  const query = result?.query ?? "";
  const count = result?.count ?? 0;
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
            {result.sets.map(({ products, groups }) => (
              <li key={products[0].id}>
                <section aria-labelledby={`model-${products[0].id}`} className="rounded-lg border border-line p-4">
                  <h3 id={`model-${products[0].id}`} className="text-lg font-semibold">
                    {products.length === 1 ? <ProductLink product={products[0]} /> : `${products.length} products share these downloads`}
                  </h3>
                  {products.length === 1 ? (
                    <ModelNumber product={products[0]} />
                  ) : (
                    <ul className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                      {products.map((product) => (
                        <li key={product.id} className="min-w-0">
                          {/* Underlined: in a list, not a heading, a link must not rest on its colour alone. */}
                          <ProductLink product={product} className="underline underline-offset-2" />
                          <ModelNumber product={product} />
                        </li>
                      ))}
                    </ul>
                  )}
                  <div className={products.length === 1 ? "mt-3" : "mt-4 border-t border-line pt-4"}>
                    <DownloadGroups groups={groups} headingLevel={4} />
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

function ProductLink({ product, className }: { product: FoundProduct; className?: string }) {
  return (
    <AppLink to={product.href} className={cx("text-accent hover:underline", className)}>
      {product.name}
    </AppLink>
  );
}

function ModelNumber({ product }: { product: FoundProduct }) {
  return product.model ? <p className="text-sm text-muted">Model: {product.model}</p> : null;
}
