import { useLocation, useNavigation } from "react-router";

/**
 * True while a link or the sidebar leads to another admin screen whose data is still on its way,
 * so the old screen is not left up as if nothing happened (spec: lists show "Loading...").
 * Form posts and changes within one screen (search, order, forms) are shown by the screen itself.
 */
export function useScreenLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== "loading" || navigation.formMethod) return false;
  const next = navigation.location.pathname;
  return next !== pathname && next.startsWith("/admin/");
}

export function ScreenLoading() {
  return (
    <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      Loading...
    </p>
  );
}
