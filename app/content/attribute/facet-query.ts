/**
 * Browser-safe: the facet filters of /products in its URL (issue 16). An option or yes/no filter is
 * `a<id>=<option>` (repeated for several options of one attribute: any of them matches); a number
 * range is `a<id>_min` and `a<id>_max`, in the attribute's canonical unit. Different attributes
 * must all match.
 */
export type FacetFilter = { id: number; kind: "range"; min: number | null; max: number | null } | { id: number; kind: "choices"; values: string[] };

export type FacetAttribute = { id: number; kind: "number" | "enum" | "boolean"; options: string[] };

const NUMBER = /^-?\d{1,12}(?:\.\d{1,6})?$/;
const readNumber = (value: string | null) => (value !== null && NUMBER.test(value.trim()) ? Number(value.trim()) : null);

/** The filters the query asks of these attributes; values they cannot have, and other attributes, are left out. */
export function parseFacetFilters(params: URLSearchParams, attributes: FacetAttribute[]): FacetFilter[] {
  const filters: FacetFilter[] = [];
  for (const attribute of attributes) {
    const key = `a${attribute.id}`;
    if (attribute.kind === "number") {
      const min = readNumber(params.get(`${key}_min`));
      const max = readNumber(params.get(`${key}_max`));
      if (min !== null || max !== null) filters.push({ id: attribute.id, kind: "range", min, max });
      continue;
    }
    const allowed = attribute.kind === "boolean" ? ["yes", "no"] : attribute.options;
    const values = [...new Set(params.getAll(key))].filter((value) => allowed.includes(value)).sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b));
    if (values.length > 0) filters.push({ id: attribute.id, kind: "choices", values });
  }
  return filters;
}

/** The filters as query parameters, in the order given. */
export function facetParams(filters: readonly FacetFilter[], params: URLSearchParams): void {
  for (const filter of filters) {
    const key = `a${filter.id}`;
    if (filter.kind === "choices") for (const value of filter.values) params.append(key, value);
    else {
      if (filter.min !== null) params.set(`${key}_min`, String(filter.min));
      if (filter.max !== null) params.set(`${key}_max`, String(filter.max));
    }
  }
}
