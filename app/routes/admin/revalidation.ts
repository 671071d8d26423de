import type { ShouldRevalidateFunctionArgs } from "react-router";
import { listSearch } from "~/content/shared/list-query";

/**
 * Opening or closing a form (?new, ?edit=, ?delete=) only changes the query: the list on screen
 * is still current, so it is not fetched again. A new search, filter, order or page is a new list;
 * saves, deletes and real navigations reload it too.
 */
export function searchOnlyChange({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  // A GET form that only opens a question (the bulk Move to trash) is a navigation like a link.
  if (!posted(formMethod) && currentUrl.pathname === nextUrl.pathname && listSearch(currentUrl.searchParams) === listSearch(nextUrl.searchParams)) {
    return false;
  }
  return defaultShouldRevalidate;
}

/** Arrange (decision 036): a save with JavaScript keeps the order on screen; a refused one reloads it as the server holds it. */
export function savedOrderKept({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (actionResult && typeof actionResult === "object" && "notice" in actionResult && actionResult.notice.kind === "success") return false;
  return defaultShouldRevalidate;
}

/**
 * A content screen (decision 026) also loads for another record's form, whose pending draft (decision
 * 035) the loader reads, and for its History (decision 038); otherwise as searchOnlyChange.
 */
export function recordOrSearchChange(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod } = args;
  if (!posted(formMethod) && currentUrl.pathname === nextUrl.pathname) {
    const edit = nextUrl.searchParams.get("edit");
    if ((edit !== null && edit !== currentUrl.searchParams.get("edit")) || historyChange(currentUrl, nextUrl)) return true;
  }
  return searchOnlyChange(args);
}

/**
 * Opening or closing an edit form's History, or choosing a revision in it (decision 038): the loader
 * reads them (only then). Asking to confirm a restore (`restore`) shows what is already loaded.
 */
export function historyChange(currentUrl: URL, nextUrl: URL): boolean {
  return currentUrl.pathname === nextUrl.pathname && (["history", "revision"] as const).some((name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name));
}

/** A submission that changes data (POST and the like), not a GET form that only navigates. */
const posted = (formMethod: string | undefined) => formMethod !== undefined && formMethod.toUpperCase() !== "GET";
