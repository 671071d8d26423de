import { lazy, Suspense } from "react";
import type { DownloadGroupView } from "~/components/support/download-view";

/**
 * The list's code is fetched only for a product that has downloads: product pages are close to
 * issue 9's 130 kB of first-load JavaScript. The server renders it in place, so its links work
 * before the code arrives (hydration keeps that HTML meanwhile).
 */
const DownloadGroups = import.meta.env.SSR
  ? (await import("~/components/support/download-groups")).DownloadGroups
  : lazy(() => import("~/components/support/download-groups").then((module) => ({ default: module.DownloadGroups })));

/** The product's downloads (drivers, firmware, manuals...), each its latest version first; nothing when it has none. */
export function ProductDownloads({ groups }: { groups: DownloadGroupView[] }) {
  if (groups.length === 0) return null;
  return (
    <section id="downloads" aria-labelledby="downloads-heading" className="mt-12">
      <h2 id="downloads-heading" className="text-2xl font-bold tracking-tight">
        Downloads
      </h2>
      <p className="mt-1 text-sm text-muted">Drivers, firmware and documents for this product, latest version first.</p>
      <div className="mt-4 rounded-lg border border-line bg-surface p-5">
        <Suspense>
          <DownloadGroups groups={groups} headingLevel={3} />
        </Suspense>
      </div>
    </section>
  );
}
