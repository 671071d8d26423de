import { Icon } from "~/components/icons/icon";
import type { IconName } from "~/components/icons/icon-names";
import { useFetcher, useLocation } from "react-router";
import { cx } from "~/components/ui/class-names";
import { type Theme, THEME_ACTION } from "./theme";
import { useThemePreference } from "./use-theme";

const options: Array<{ value: Theme; label: string; icon: IconName }> = [
  { value: "light", label: "Light", icon: "sun" },
  { value: "dark", label: "Dark", icon: "moon" },
  { value: "system", label: "System", icon: "monitor" },
];

/**
 * The footer's Dark Mode switch. Without JavaScript it is a plain form that posts and comes back
 * to this page; with JavaScript it saves in the background and the page changes at once.
 */
export function ThemeSwitch() {
  const theme = useThemePreference();
  const fetcher = useFetcher({ key: "theme" });
  const location = useLocation();
  return (
    <form method="post" action={THEME_ACTION}>
      <input
        type="hidden"
        name="redirectTo"
        value={`${location.pathname}${location.search}`}
      />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
          Dark Mode
        </legend>
        {options.map(({ value, label, icon }) => (
          <button
            key={value}
            type="submit"
            name="theme"
            value={value}
            aria-pressed={theme === value}
            onClick={(event) => {
              event.preventDefault();
              void fetcher.submit(
                { theme: value },
                { method: "post", action: THEME_ACTION },
              );
            }}
            className={theme === value ? "theme-option-on" : "theme-option"}
          >
            <Icon name={icon} className="size-4" />
            {label}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
