import { AppLink } from "~/components/ui/app-link";

/** The spec's not-found page, used for unknown paths and for missing records without their own text. */
export function NotFound() {
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-6 py-24">
      <div className="text-center">
        <p className="text-6xl font-bold text-accent-icon">404</p>
        <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
        <AppLink
          to="/"
          className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          Return to Home
        </AppLink>
      </div>
    </main>
  );
}
