/**
 * Browser-safe: a file's size as people read it, in binary units as operating systems show them
 * ("12 KB", "1.4 MB"); the exact byte count is kept for whoever needs it (a title, the checksum).
 */
export function formatBytes(size: number): string {
  if (size >= 1024 * 1024 * 1024) return `${(size / (1024 * 1024 * 1024)).toFixed(1)} GB`;
  if (size >= 1024 * 1024) return `${(size / (1024 * 1024)).toFixed(1)} MB`;
  if (size >= 1024) return `${Math.round(size / 1024)} KB`;
  return `${size} ${size === 1 ? "byte" : "bytes"}`;
}
