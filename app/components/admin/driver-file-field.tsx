import { type MouseEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { describedBy, FieldShell, inputClass } from "~/components/ui/fields";
import { formatBytes } from "~/media/format-bytes";
import { uploadFile } from "./upload-request";
import { useHydrated } from "./use-hydrated";

const ENDPOINT = "/api/admin/driver-file";
const MAX_BYTES = 50 * 1024 * 1024;

export type DriverFile = { link: string; href: string | null; fileName: string | null; size: number | null; checksum: string | null };

type DriverFileFieldProps = { name: string; initial: DriverFile | null; error?: string };

/**
 * The Drivers screen's file control: "Driver file uploaded" with Download and remove, or a
 * chooser with "Upload Driver" ("Uploading..." and a progress bar while busy). The link of
 * the stored file is posted with the form. Without JavaScript there is no upload; a link to
 * a file can be typed instead.
 */
export function DriverFileField({ name, initial, error }: DriverFileFieldProps) {
  const hydrated = useHydrated();
  const id = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<DriverFile | null>(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  if (!hydrated) {
    return (
      <FieldShell id={id} label="Driver File" marked hint="Uploading needs JavaScript. Without it, enter the link of a stored file." error={error}>
        <input id={id} name={name} defaultValue={initial?.link ?? ""} className={`${inputClass} h-10`} {...describedBy(id, error, "hint")} />
      </FieldShell>
    );
  }

  const upload = async () => {
    const chosen = chooser.current?.files?.[0];
    if (!chosen) {
      toast.error("Error uploading driver", { description: "Choose a driver file to upload." });
      return;
    }
    if (chosen.size > MAX_BYTES) {
      toast.error("Error uploading driver", { description: "The driver file is larger than 50 MB." });
      return;
    }
    setProgress(0);
    const answer = await uploadFile(ENDPOINT, chosen, setProgress);
    setProgress(null);
    if (!answer.success) {
      toast.error("Error uploading driver", { description: answer.error || "Upload failed" });
      return;
    }
    setFile({ link: answer.url, href: answer.url, fileName: answer.fileName, size: answer.size, checksum: answer.checksum });
    toast.success("Driver uploaded successfully", { description: answer.fileName });
  };

  const remove = async () => {
    const removed = file;
    setFile(null);
    if (!removed?.link.startsWith("/media/drivers/")) return;
    // The server keeps a file a saved driver still uses; it goes when the driver is saved without it.
    const response = await fetch(`${ENDPOINT}?link=${encodeURIComponent(removed.link)}`, { method: "DELETE", headers: { Accept: "application/json" } }).catch(
      () => null,
    );
    if (!response?.ok) toast.error(response?.statusText ? `Delete failed: ${response.statusText}` : "Delete failed");
  };

  return (
    <div className="grid gap-1.5" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <span id={`${id}-label`} className="text-sm font-medium">
        Driver File
        <span className="text-red-600 dark:text-red-400" aria-hidden="true">
          {" "}*
        </span>
      </span>
      {file ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm dark:border-green-800 dark:bg-green-950">
          <input type="hidden" name={name} value={file.link} />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-green-900 dark:text-green-100">Driver file uploaded</p>
            <p className="truncate text-slate-700 dark:text-slate-200">
              {file.fileName ?? file.link}
              {file.size !== null ? ` (${formatBytes(file.size)})` : ""}
            </p>
            {file.checksum ? <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-300">SHA-256 {file.checksum}</p> : null}
          </div>
          {file.href ? (
            <Button asChild variant="outline" size="sm">
              <a href={file.href} download onClick={(event) => void checkedDownload(event, file.fileName ?? "The driver")}>
                <AdminIcon name="download" />
                Download
              </a>
            </Button>
          ) : null}
          <Button variant="ghost" size="icon" onClick={() => void remove()} aria-label="Remove driver file" title="Remove">
            <AdminIcon name="trash" />
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={chooser}
              id={`${id}-chooser`}
              type="file"
              accept=".zip,.rar,.exe,.msi,.pdf"
              disabled={busy}
              aria-label="Choose driver file"
              aria-describedby={`${id}-hint`}
              className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
            />
            <Button variant="outline" onClick={() => void upload()} disabled={busy}>
              <AdminIcon name="upload" />
              {busy ? "Uploading..." : "Upload Driver"}
            </Button>
          </div>
          {busy ? (
            <div className="flex items-center gap-3">
              <progress value={progress} max={100} aria-label="Upload progress" className="h-2 w-64 max-w-full" />
              <span className="text-sm tabular-nums">{progress}%</span>
            </div>
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
            ZIP, RAR, EXE, MSI or PDF (manuals), up to 50 MB. The file keeps its name for customers.
          </p>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Checks the file answers before the browser's own download starts, for the spec's toasts. */
async function checkedDownload(event: MouseEvent<HTMLAnchorElement>, name: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(event.currentTarget.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  try {
    const response = await fetch(url, { method: "HEAD" });
    if (!response.ok) throw new Error(`Failed to fetch file: ${response.statusText}`);
    toast.success("Download started", { description: `${name} is being downloaded` });
    window.location.assign(url.href);
  } catch {
    toast.error("Download failed", { description: "Unable to download the file. Please try again." });
  }
}
