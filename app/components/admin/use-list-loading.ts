import { useLocation, useNavigation, useRevalidator } from "react-router";
import { FORM_PARAMS, listSearch } from "~/content/shared/list-query";

/**
 * True while this screen's list is fetched again: after a save or delete (which return to the
 * bare list), or a revalidation. Opening or closing a form or a question (?new, ?edit=, ?delete=)
 * is not a list reload (revalidation.ts skips the loaders then): the table stays, with the focus
 * on the link that opened the question.
 */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  if (revalidator.state === "loading") return true;
  if (navigation.state !== "loading" || navigation.location.pathname !== pathname) return false;
  if (!navigation.formMethod && listSearch(navigation.location.search) === listSearch(search)) return false;
  const next = new URLSearchParams(navigation.location.search);
  return !FORM_PARAMS.some((param) => next.has(param));
}
