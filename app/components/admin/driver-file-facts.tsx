import { formatBytes } from "~/media/format-bytes";

type FileRow = { download_link: string; file_name: string | null; file_size: number | null; checksum_sha256: string | null };

/** A driver's stored file in the list: its name, size and the start of its checksum; a link to elsewhere as it is. */
export function FileFacts({ row }: { row: FileRow }) {
  if (!row.file_name) return <span className="break-all text-slate-600 dark:text-slate-300">{row.download_link}</span>;
  return (
    <>
      <span className="block">{row.file_name}</span>
      {row.file_size !== null ? <span className="block text-xs text-slate-600 dark:text-slate-300">{formatBytes(row.file_size)}</span> : null}
      {row.checksum_sha256 ? (
        <span className="block font-mono text-xs text-slate-600 dark:text-slate-300" title={row.checksum_sha256}>
          SHA-256 {row.checksum_sha256.slice(0, 12)}…
        </span>
      ) : null}
    </>
  );
}
