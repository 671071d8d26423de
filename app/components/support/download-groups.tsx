import type { MouseEvent } from "react";
import { Icon } from "~/components/icons/icon";
import { formatDate } from "~/components/home/format-date";
import { notify } from "~/components/ui/notify";
import type { DownloadGroupView, DownloadView } from "~/content/driver/public-download";
import { formatBytes } from "~/media/format-bytes";

/**
 * With JavaScript, a same-site file is checked first so the spec's toasts can say whether the
 * download started; the download itself is always the plain link (an attachment), which also
 * works without JavaScript.
 */
async function onDownload(event: MouseEvent<HTMLAnchorElement>, name: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(event.currentTarget.href);
  if (url.origin !== window.location.origin) {
    void notify("success", "Download started", { description: `${name} is being downloaded` });
    return;
  }
  event.preventDefault();
  try {
    const response = await fetch(url, { method: "HEAD" });
    if (!response.ok) throw new Error(`Failed to fetch file: ${response.statusText}`);
    void notify("success", "Download started", { description: `${name} is being downloaded` });
    window.location.assign(url.href);
  } catch {
    void notify("error", "Download failed", { description: `Unable to download ${name}. Please try again.` });
  }
}

const versionName = (download: DownloadView) => (download.version ? `${download.name}, version ${download.version}` : download.name);

/** "Version 1.2 · Released October 1, 2025 · 16 KB": the facts of one version on one line. */
function Facts({ download }: { download: DownloadView }) {
  const facts = [
    download.version ? <span key="version">Version {download.version}</span> : null,
    download.releaseDate ? (
      <span key="date">
        Released <time dateTime={download.releaseDate}>{formatDate(download.releaseDate)}</time>
      </span>
    ) : null,
    download.size !== null ? (
      <span key="size" title={`${download.size.toLocaleString("en")} bytes`}>
        {formatBytes(download.size)}
      </span>
    ) : null,
  ].filter((fact) => fact !== null);
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
      {facts.map((fact, i) => (
        <span key={fact.key} className="inline-flex gap-3">
          {i > 0 ? <span aria-hidden="true">·</span> : null}
          {fact}
        </span>
      ))}
    </p>
  );
}

/** One version: its facts, systems, file name and checksum, release notes to open, and its Download link. */
function Version({ download, latest }: { download: DownloadView; latest: boolean }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1 space-y-1">
        <Facts download={download} />
        {download.systems.length > 0 ? <p className="text-sm">Supports {download.systems.join(", ")}</p> : null}
        {download.fileName ? <p className="text-xs break-all text-muted">{download.fileName}</p> : null}
        {download.checksum ? <p className="font-mono text-xs break-all text-muted">SHA-256: {download.checksum}</p> : null}
        {download.notes ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-accent">Release notes{latest ? "" : ` for version ${download.version ?? ""}`}</summary>
            <p className="mt-1 whitespace-pre-line text-muted">{download.notes}</p>
          </details>
        ) : null}
      </div>
      {download.href ? (
        <a
          href={download.href}
          download
          onClick={(event) => void onDownload(event, download.name)}
          aria-label={`Download ${versionName(download)}`}
          className="inline-flex h-9 shrink-0 items-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          <Icon name="download" className="size-4" />
          Download
        </a>
      ) : null}
    </div>
  );
}

type DownloadGroupsProps = {
  groups: DownloadGroupView[];
  /** The level of each group's title under the section it sits in. */
  headingLevel: 3 | 4;
};

/** Downloads by title, each its latest version first with the older ones under "Older versions", which open without JavaScript. */
export function DownloadGroups({ groups, headingLevel }: DownloadGroupsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="divide-y divide-line">
      {groups.map((group) => (
        <li key={group.key} className="space-y-2 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="font-semibold">{group.title}</Heading>
            <span className="badge">{group.kind}</span>
          </div>
          <Version download={group.latest} latest />
          {group.older.length > 0 ? (
            <details className="rounded-md border border-line px-3 py-2">
              <summary className="cursor-pointer text-sm font-medium">
                Older versions ({group.older.length})<span className="sr-only"> of {group.title}</span>
              </summary>
              <ul className="mt-2 divide-y divide-line">
                {group.older.map((download) => (
                  <li key={download.id} className="py-2">
                    <Version download={download} latest={false} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
