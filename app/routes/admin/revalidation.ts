import type { ShouldRevalidateFunctionArgs } from "react-router";
import { listSearch } from "~/content/shared/list-query";

/**
 * Opening or closing a form (?new, ?edit=, ?delete=) only changes the query: the list on screen
 * is still current, so it is not fetched again. A new search, filter, order or page is a new list;
 * saves, deletes and real navigations reload it too.
 */
export function searchOnlyChange({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && listSearch(currentUrl.searchParams) === listSearch(nextUrl.searchParams)) {
    return false;
  }
  return defaultShouldRevalidate;
}

/** Arrange (decision 036): a save with JavaScript keeps the order on screen; a refused one reloads it as the server holds it. */
export function savedOrderKept({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (actionResult && typeof actionResult === "object" && "notice" in actionResult && actionResult.notice.kind === "success") return false;
  return defaultShouldRevalidate;
}
