import { isRouteErrorResponse } from "react-router";
import { NotFound } from "./not-found";

/** The page of an error no route handles itself: the spec's 404 page, or a short apology. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Unexpected error";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted">{detail}. Please try again in a moment.</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        Return to Home
      </a>
    </main>
  );
}
