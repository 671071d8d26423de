import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Opening or closing a form (?new, ?edit=, ?delete=) only changes the query: the list on screen
 * is still current, so it is not fetched again. Saves, deletes and real navigations still reload it.
 */
export function searchOnlyChange({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
