import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/components/layout/nonce";
import { ErrorPage } from "~/components/feedback/error-page";
import { AppLinkProvider } from "~/components/ui/app-link";
import { readThemeCookie } from "~/components/theme/theme";
import { SystemThemeScript } from "~/components/theme/theme-script";
import { TABS_WITHOUT_SCRIPT } from "~/components/ui/tabs-without-script";
import { useIsDark, useThemePreference } from "~/components/theme/use-theme";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // With a precedence React places the stylesheet first in the head, before the script preloads:
  // it blocks the first paint, so on a slow connection it must not share the line with 120 kB of JavaScript.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // Declared so browsers do not ask for a missing /favicon.ico on every page.
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// A page drawn by the error boundary below has no route meta of its own, yet needs a <title>.
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [
        {
          title:
            isRouteErrorResponse(error) && error.status === 404
              ? "Page not found"
              : "Something went wrong",
        },
      ]
    : [];

export function loader({ request }: Route.LoaderArgs) {
  return { theme: readThemeCookie(request.headers.get("Cookie")) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const theme = useThemePreference();
  const dark = useIsDark(theme);
  return (
    // The class comes from the theme cookie; for "system" the head script may add "dark" first.
    <html
      lang="en"
      className={dark ? "dark" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {theme === "system" ? <SystemThemeScript nonce={nonce} /> : null}
        <Meta />
        <Links />
        <noscript>
          <style>{TABS_WITHOUT_SCRIPT}</style>
        </noscript>
      </head>
      <body className="min-h-screen">
        <AppLinkProvider>{children}</AppLinkProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
