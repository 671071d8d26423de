import type { MouseEvent } from "react";
import { Icon } from "~/components/icons/icon";
import { notify } from "~/components/ui/notify";
import type { DownloadGroupView, DownloadView } from "./download-view";

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

/** One version: its facts, systems, file name and checksum, release notes to open, and its Download link. */
function Version({ download, latest }: { download: DownloadView; latest: boolean }) {
  return (
    <div className="download-row">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm text-muted">{download.facts}</p>
        {download.systems ? <p className="text-sm">Supports {download.systems}</p> : null}
        {download.fileName ? <p className="download-meta">{download.fileName}</p> : null}
        {download.checksum ? <p className="download-meta font-mono">SHA-256: {download.checksum}</p> : null}
        {download.notes ? (
          <details className="text-sm">
            <summary className="disclosure text-accent">{latest ? "Release notes" : `Release notes for version ${download.version ?? ""}`}</summary>
            <p className="mt-1 whitespace-pre-line text-muted">{download.notes}</p>
          </details>
        ) : null}
      </div>
      {download.href ? (
        <a href={download.href} download onClick={(event) => void onDownload(event, download.name)} aria-label={`Download ${versionName(download)}`} className="btn btn-primary btn-md">
          <Icon name="download" />
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
    <ul className="download-list">
      {groups.map((group) => (
        <li key={group.key} className="download">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="font-semibold">{group.title}</Heading>
            <span className="badge">{group.kind}</span>
          </div>
          <Version download={group.latest} latest />
          {group.older.length > 0 ? (
            <details className="download-older">
              <summary className="disclosure">
                Older versions ({group.older.length})<span className="sr-only"> of {group.title}</span>
              </summary>
              <ul className="download-list">
                {group.older.map((download) => (
                  <li key={download.id} className="download">
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
