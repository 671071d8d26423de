/** Browser-safe: a download as public pages read it (components/support/download-view.ts shapes it for showing). */
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
