import { formatDate } from "~/components/home/format-date";
import { downloadKindLabel, operatingSystemLabel } from "~/content/driver/kinds";
import type { PublicDownload } from "~/content/driver/public-download";
import { groupDownloads } from "~/content/driver/versions";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { formatBytes } from "~/media/format-bytes";

/**
 * What a page shows of one version, worded on the server ("Version 1.2 · Released October 1, 2025 ·
 * 16 KB"), so the browser's code for it is only markup: product pages are near issue 9's JavaScript limit.
 */
export type DownloadView = {
  id: number;
  name: string;
  version: string | null;
  facts: string;
  /** "Windows 11, Linux"; empty when the file is not tied to a system. */
  systems: string;
  notes: string | null;
  href: string | null;
  fileName: string | null;
  checksum: string | null;
};

export type DownloadGroupView = { key: string; title: string; kind: string; latest: DownloadView; older: DownloadView[] };

function view(download: PublicDownload, mediaOrigin: string | null): DownloadView {
  return {
    id: download.id,
    name: download.name,
    version: download.version,
    facts: [
      download.version && `Version ${download.version}`,
      download.release_date && `Released ${formatDate(download.release_date)}`,
      download.file_size !== null && formatBytes(download.file_size),
    ]
      .filter(Boolean)
      .join(" · "),
    systems: download.operating_systems.map(operatingSystemLabel).join(", "),
    notes: download.release_notes,
    href: resolveMediaUrl(download.download_link, mediaOrigin),
    fileName: download.file_name,
    checksum: download.checksum_sha256,
  };
}

/** Downloads grouped by title, drivers first, each group's latest version leading (versions.ts), ready to show. */
export function downloadGroupViews(downloads: readonly PublicDownload[], mediaOrigin: string | null): DownloadGroupView[] {
  return groupDownloads(downloads).map((group) => ({
    key: group.key,
    title: group.title,
    kind: downloadKindLabel(group.kind),
    latest: view(group.latest, mediaOrigin),
    older: group.older.map((download) => view(download, mediaOrigin)),
  }));
}
