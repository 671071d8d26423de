import { resolveMediaUrl } from "../media-server/resolve-media-url";
import { downloadKindLabel, operatingSystemLabel } from "./kinds";
import { groupDownloads } from "./versions";

/** Browser-safe: a download as public pages read it, and as they show it (grouped, labelled, linked). */
export type PublicDownload = {
  id: number;
  name: string;
  kind: string;
  version: string | null;
  release_date: string | null;
  operating_systems: string[];
  release_notes: string | null;
  download_link: string;
  file_name: string | null;
  file_size: number | null;
  /** SHA-256 of the stored file, hex; shown next to the download so customers can verify it. */
  checksum_sha256: string | null;
};

export type DownloadView = {
  id: number;
  name: string;
  version: string | null;
  releaseDate: string | null;
  systems: string[];
  notes: string | null;
  href: string | null;
  fileName: string | null;
  size: number | null;
  checksum: string | null;
};

export type DownloadGroupView = { key: string; title: string; kind: string; latest: DownloadView; older: DownloadView[] };

function view(download: PublicDownload, mediaOrigin: string | null): DownloadView {
  return {
    id: download.id,
    name: download.name,
    version: download.version,
    releaseDate: download.release_date,
    systems: download.operating_systems.map(operatingSystemLabel),
    notes: download.release_notes,
    href: resolveMediaUrl(download.download_link, mediaOrigin),
    fileName: download.file_name,
    size: download.file_size,
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
