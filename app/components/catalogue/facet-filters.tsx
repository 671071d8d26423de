import { Form } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/class-names";
import { inputClass } from "~/components/ui/input-class";
import { type FacetFilter, facetParams } from "~/content/attribute/facet-query";
import { BOOLEAN_LABELS } from "~/content/attribute/kinds";
import type { ResolvedFilter } from "./product-filter";
import { type ListState, listHref } from "./product-list-query";

/** An attribute as the filters show it, and its counts (facets.server.ts). */
export type FacetView = { id: number; name: string; kind: "number" | "enum" | "boolean"; unit: string | null; options: string[] };
export type FacetCountView = { choices: Record<string, number>; withValue: number; low: number | null; high: number | null; inRange: number };

type FacetFiltersProps = { filter: ResolvedFilter; state: ListState; attributes: FacetView[]; counts: Record<number, FacetCountView> };

const count = (n: number) => n.toLocaleString("en-US");

/**
 * "Filter by specification" (issue 16): one fieldset per attribute of the category or type, with
 * counts. A plain GET form, so it works without JavaScript and keeps its state in the URL; with it,
 * ticking a box applies at once (the form is submitted as if Apply was pressed).
 */
export function FacetFilters({ filter, state, attributes, counts }: FacetFiltersProps) {
  const chosen = new Map((state.facets ?? []).map((facet) => [facet.id, facet]));
  const key = listHref(filter, { ...state, page: 1 });
  return (
    <section aria-labelledby="facet-heading" className="mt-4 rounded-lg border border-line p-3">
      <h2 id="facet-heading" className="text-sm font-semibold">
        Filter by specification
      </h2>
      <Form method="get" action="/products" key={key} className="mt-2">
        {filter.category ? <input type="hidden" name="category" value={filter.category.id} /> : null}
        {filter.subcategory ? <input type="hidden" name="subcategory" value={filter.subcategory.id} /> : null}
        {filter.type ? <input type="hidden" name="type" value={filter.type.id} /> : null}
        {state.discontinued ? <input type="hidden" name="discontinued" value="1" /> : null}
        {state.sort !== "newest" ? <input type="hidden" name="sort" value={state.sort} /> : null}
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {attributes.map((attribute) => (
            <FacetFieldset key={attribute.id} attribute={attribute} counts={counts[attribute.id]} chosen={chosen.get(attribute.id)} />
          ))}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm">
            Apply filters
          </Button>
          {chosen.size > 0 ? (
            <AppLink to={listHref(filter, { ...state, facets: undefined, page: 1 })} className="text-sm text-accent underline">
              Clear filters
            </AppLink>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function FacetFieldset({ attribute, counts, chosen }: { attribute: FacetView; counts?: FacetCountView; chosen?: FacetFilter }) {
  const name = `a${attribute.id}`;
  const legend = (
    <legend className="text-sm font-medium">
      {attribute.name}
      {attribute.kind === "number" && attribute.unit ? <span className="text-muted"> ({attribute.unit})</span> : null}
    </legend>
  );
  if (attribute.kind === "number") {
    const range = chosen?.kind === "range" ? chosen : undefined;
    const known = counts && counts.low !== null && counts.high !== null ? `${count(counts.low)} to ${count(counts.high)}${attribute.unit ? ` ${attribute.unit}` : ""}` : "no values yet";
    const matching = counts?.inRange ?? 0;
    return (
      <fieldset className="min-w-0 space-y-2">
        {legend}
        <div className="flex items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-1 text-xs">
            From
            <input type="number" step="any" name={`${name}_min`} defaultValue={range?.min ?? ""} placeholder={counts?.low !== null && counts ? String(counts.low) : undefined} className={cx(inputClass, "h-9 w-full")} />
          </label>
          <label className="grid min-w-0 flex-1 gap-1 text-xs">
            To
            <input type="number" step="any" name={`${name}_max`} defaultValue={range?.max ?? ""} placeholder={counts?.high !== null && counts ? String(counts.high) : undefined} className={cx(inputClass, "h-9 w-full")} />
          </label>
        </div>
        <p className="text-xs text-muted">
          {known}; {count(matching)} {matching === 1 ? "product" : "products"}
          {range ? " in range" : ""}
        </p>
      </fieldset>
    );
  }
  const options = attribute.kind === "boolean" ? ["yes", "no"] : attribute.options;
  const ticked = new Set(chosen?.kind === "choices" ? chosen.values : []);
  return (
    <fieldset className="min-w-0 space-y-1">
      {legend}
      {options.map((option) => {
        const n = counts?.choices[option] ?? 0;
        return (
          <label key={option} className={cx("flex items-center gap-2 text-sm", n === 0 && !ticked.has(option) && "text-muted")}>
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={ticked.has(option)}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
              className="size-4 accent-brand-600"
            />
            <span className="min-w-0 break-words">{attribute.kind === "boolean" ? BOOLEAN_LABELS[option] : option}</span>
            <span className="ml-auto text-xs text-muted tabular-nums">{count(n)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The facet filters as hidden fields, so the sort and "Show discontinued" forms keep them. */
export function FacetHiddenInputs({ facets }: { facets?: FacetFilter[] }) {
  const params = new URLSearchParams();
  if (facets) facetParams(facets, params);
  return (
    <>
      {[...params].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
