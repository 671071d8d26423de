import { AppLink } from "~/components/ui/app-link";

/** Shown instead of the hero slides when none is active. */
export function DefaultBanner({ companyName }: { companyName: string }) {
  return (
    <section className="flex h-[600px] items-center bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-6 sm:px-16">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          Welcome to {companyName}
        </h1>
        <p className="mt-6 text-xl text-brand-50">
          Leading Technology Solutions Provider
        </p>
        <AppLink
          to="/about"
          className="mt-8 inline-flex h-11 items-center rounded-md bg-white px-6 font-medium text-brand-700 hover:bg-brand-50"
        >
          Learn More<span className="sr-only"> about {companyName}</span>
        </AppLink>
      </div>
    </section>
  );
}
