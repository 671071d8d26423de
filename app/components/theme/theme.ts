import { safeLocalPath } from "~/security/safe-redirect";

/** The visitor's colour scheme choice, kept in a cookie so the server renders the right one. */
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];

export const THEME_COOKIE = "theme";
export const THEME_ACTION = "/api/theme";
const ONE_YEAR = 60 * 60 * 24 * 365;

export const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme);

/** The theme in a Cookie header; "system" when absent or unknown. */
export function readThemeCookie(cookieHeader: string | null): Theme {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === THEME_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return isTheme(value) ? value : "system";
    }
  }
  return "system";
}

export function themeCookie(theme: Theme, secure: boolean): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Where to send a visitor back to after a no-JavaScript theme change: a local path only. */
export function safeReturnPath(value: unknown): string {
  return safeLocalPath(value) ?? "/";
}
