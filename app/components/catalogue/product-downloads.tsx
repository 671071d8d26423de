import { DownloadGroups } from "~/components/support/download-groups";
import type { DownloadGroupView } from "~/content/driver/public-download";

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
        <DownloadGroups groups={groups} headingLevel={3} />
      </div>
    </section>
  );
}
