import { useLocation, useNavigation, useRevalidator } from "react-router";
import { FORM_PARAMS } from "~/content/shared/list-query";

/**
 * True while this screen's list is fetched again: after a save or delete (which return to the
 * bare list), or a revalidation. Opening a form (?new, ?edit=, ?delete=) is not a list reload.
 */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  if (revalidator.state === "loading") return true;
  if (navigation.state !== "loading" || navigation.location.pathname !== pathname) return false;
  const next = new URLSearchParams(navigation.location.search);
  return !FORM_PARAMS.some((param) => next.has(param));
}
