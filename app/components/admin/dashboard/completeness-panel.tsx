import { AdminLink } from "~/components/admin/admin-link";
import type { CompletenessSummary } from "~/dashboard/catalogue-completeness.server";
import { Panel } from "./panel";

const byScore = "sort=completeness&dir=asc";

/** Catalogue completeness (issue 18 part 2): the average per category and the least complete products, each gap linked to the tab that fixes it. */
export function CompletenessPanel({ summary }: { summary: CompletenessSummary }) {
  return (
    <Panel
      id="completeness"
      title="Catalogue completeness"
      actions={
        <AdminLink to={`/admin/products?${byScore}`} className="admin-link text-sm">
          All products by score
        </AdminLink>
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {summary.average === null ? "No product is scored yet." : `Average score ${summary.average}% over ${summary.scored} ${summary.scored === 1 ? "product" : "products"}.`}
        {summary.unscored > 0 ? ` ${summary.unscored} more ${summary.unscored === 1 ? "is" : "are"} being scored.` : ""} A product scores the share of these it has: a main image, at least 3
        gallery images, a description of 300 characters or more, features, specifications, its typed attributes, a catalogue or manual, and, once End of life or
        Discontinued, a successor.
      </p>
      <div className="grid gap-6 *:min-w-0 2xl:grid-cols-[2fr_3fr]">
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left font-semibold">Average score per category</caption>
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Category
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Products
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Average
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {summary.categories.map((category) => (
                <tr key={category.id ?? "none"}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {category.id === null ? (
                      category.name
                    ) : (
                      <AdminLink to={`/admin/products?category=${category.id}&${byScore}`} className="admin-link">
                        {category.name}
                      </AdminLink>
                    )}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{category.products}</td>
                  <td className="px-3 py-2">
                    <ScoreBar score={category.average} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <section aria-labelledby="needs-attention" className="grid content-start gap-2">
          <h3 id="needs-attention" className="font-semibold">
            Needs attention
          </h3>
          {summary.needsAttention.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Every product meets every criterion.</p>
          ) : (
            <ol className="grid gap-3">
              {summary.needsAttention.map((product) => (
                <li key={product.id} className="grid gap-1 border-b border-slate-200 pb-3 last:border-0 dark:border-slate-700">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <AdminLink to={`/admin/products?edit=${product.id}`} className="admin-link">
                      {product.name}
                    </AdminLink>
                    <span className="text-sm tabular-nums">
                      Score {product.score}%{product.model ? <span className="text-slate-600 dark:text-slate-300"> · {product.model}</span> : null}
                    </span>
                  </div>
                  <ul aria-label={`What ${product.name} misses`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {product.missing.map((gap) => (
                      <li key={gap.id}>
                        <AdminLink to={gap.href} className="admin-link font-normal">
                          {gap.text}
                        </AdminLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </Panel>
  );
}

/** A score as a bar with its number written beside it: the number carries it, the bar only repeats it. */
function ScoreBar({ score }: { score: number }) {
  return (
    <span className="flex items-center gap-2">
      <span className="w-10 text-right tabular-nums">{score}%</span>
      <span aria-hidden="true" className="h-2 w-12 shrink-0 overflow-hidden rounded-full bg-slate-200 sm:w-24 dark:bg-slate-700">
        <span className="block h-full rounded-full bg-brand-600 dark:bg-brand-100" style={{ width: `${score}%` }} />
      </span>
    </span>
  );
}
