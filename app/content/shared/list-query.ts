import { recordIdFrom } from "./record-id";

/**
 * Browser-safe: the state of an admin list in its URL (`?q=&sort=&dir=&page=` and parent filters),
 * parsed once for the loader and the screen. A value that does not fit (an old bookmark, a typo)
 * falls back to the default instead of failing, so a list always opens.
 */

export const ADMIN_PAGE_SIZE = 25;
export const LIST_SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 1_000_000;

export type SortDir = "asc" | "desc";

/** What one list accepts: its sortable columns (the first is the default unless `defaultSort` says) and its parent filters. */
export type ListConfig<Sort extends string, Filter extends string = never> = {
  sorts: Record<Sort, SortDir>;
  defaultSort?: Sort;
  filters?: readonly Filter[];
  /** Filters that take one of a few words (the product list's lifecycle `status`), by parameter. */
  choices?: Readonly<Record<string, readonly string[]>>;
};

export type ListQuery<Sort extends string = string, Filter extends string = string> = {
  q: string;
  sort: Sort;
  dir: SortDir;
  page: number;
  filters: Partial<Record<Filter, number>>;
  /** The choice filters given, each one of its words. */
  choices?: Partial<Record<string, string>>;
};

/**
 * Parameters that open a form on the list screen (and its History, decision 038; `tab`, the product
 * form's tab; the bulk Move to trash question with its rows, `bulk` and `ids`); they are not part of
 * the list's state.
 */
export const FORM_PARAMS = ["new", "edit", "delete", "edit_category", "delete_category", "purge", "empty", "history", "revision", "restore", "tab", "bulk", "ids"] as const;

export function parseListQuery<Sort extends string, Filter extends string = never>(
  params: URLSearchParams,
  config: { sorts: Record<Sort, SortDir>; defaultSort?: NoInfer<Sort> | (string & {}); filters?: readonly Filter[]; choices?: Readonly<Record<string, readonly string[]>> },
): ListQuery<Sort, Filter> {
  const sortParam = params.get("sort") ?? "";
  const sort = (Object.hasOwn(config.sorts, sortParam) ? sortParam : (config.defaultSort ?? Object.keys(config.sorts)[0])) as Sort;
  const dirParam = params.get("dir");
  const dir: SortDir = dirParam === "asc" || dirParam === "desc" ? dirParam : config.sorts[sort];
  const page = Number(params.get("page"));
  const filters: Partial<Record<Filter, number>> = {};
  for (const name of config.filters ?? []) {
    const id = positiveInt(params.get(name));
    if (id !== undefined) filters[name] = id;
  }
  const choices: Partial<Record<string, string>> = {};
  for (const [name, words] of Object.entries(config.choices ?? {})) {
    const value = params.get(name);
    if (value !== null && words.includes(value)) choices[name] = value;
  }
  return {
    // Control characters become spaces: no stored text holds them, and PostgreSQL refuses a NUL.
    q: [...(params.get("q") ?? "").replace(/\p{Cc}/gu, " ").trim()].slice(0, LIST_SEARCH_MAX_LENGTH).join(""),
    sort,
    dir,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    filters,
    ...(config.choices ? { choices } : {}),
  };
}

function positiveInt(value: string | null): number | undefined {
  return recordIdFrom(value) ?? undefined;
}

/** The list's state in a query string without the form parameters: where Cancel, Save and Delete return. */
export function listSearch(params: URLSearchParams | string): string {
  const next = new URLSearchParams(params);
  for (const name of FORM_PARAMS) next.delete(name);
  // An empty search box or "all" filter is no state; leaving it out keeps addresses short.
  for (const [name, value] of [...next]) if (value === "") next.delete(name);
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** The same list state with some parameters changed; `null` removes one. */
export function withParams(params: URLSearchParams | string, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(listSearch(params));
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(name);
    else next.set(name, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** A LIKE pattern matching `text` anywhere, with `\`, `%` and `_` taken literally (ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `more`: the count stopped early (a broad search), so `total` is a lower bound. */
export type Page<Row> = { rows: Row[]; total: number; more?: boolean; page: number; pages: number; pageSize: number };
