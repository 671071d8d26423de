import { useSyncExternalStore } from "react";
import { useFetchers, useRouteLoaderData } from "react-router";
import { isTheme, type Theme, THEME_ACTION } from "./theme";

/** The chosen theme: a change being saved wins over the one the server rendered. */
export function useThemePreference(): Theme {
  const rootData = useRouteLoaderData("root") as { theme?: Theme } | undefined;
  const pending = useFetchers().find((fetcher) => fetcher.formAction === THEME_ACTION)?.formData?.get("theme");
  if (isTheme(pending)) return pending;
  return rootData?.theme ?? "system";
}

const darkQuery = "(prefers-color-scheme: dark)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(darkQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the page is dark: the choice, or the system's when the choice is "system". */
export function useIsDark(theme: Theme): boolean {
  // The server cannot know the system setting; the head script applies it before first paint.
  const systemDark = useSyncExternalStore(subscribe, () => window.matchMedia(darkQuery).matches, () => false);
  return theme === "dark" || (theme === "system" && systemDark);
}
