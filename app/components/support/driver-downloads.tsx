import { Icon } from "~/components/icons/icon";
import type { MouseEvent } from "react";
import { notify } from "~/components/ui/notify";

export type DriverDownload = {
  id: number;
  name: string;
  href: string | null;
  fileName: string | null;
  checksum?: string | null;
};
export type DriverCategoryDownloads = {
  id: number;
  name: string;
  drivers: DriverDownload[];
};

/**
 * With JavaScript, a same-site file is checked first so the spec's toasts can say whether the
 * download started; the download itself is always the plain link (an attachment), which also
 * works without JavaScript.
 */
async function onDownload(event: MouseEvent<HTMLAnchorElement>, name: string) {
  if (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const url = new URL(event.currentTarget.href);
  if (url.origin !== window.location.origin) {
    void notify("success", "Download started", {
      description: `${name} is being downloaded`,
    });
    return;
  }
  event.preventDefault();
  try {
    const response = await fetch(url, { method: "HEAD" });
    if (!response.ok)
      throw new Error(`Failed to fetch file: ${response.statusText}`);
    void notify("success", "Download started", {
      description: `${name} is being downloaded`,
    });
    window.location.assign(url.href);
  } catch {
    void notify("error", "Download failed", {
      description: `Unable to download ${name}. Please try again.`,
    });
  }
}

/** Driver categories that open to their drivers, each with a Download link. */
export function DriverDownloads({
  categories,
}: {
  categories: DriverCategoryDownloads[];
}) {
  if (categories.length === 0)
    return <p className="text-muted">No downloads available</p>;
  return (
    <ul className="space-y-3">
      {categories.map((category) => (
        <li key={category.id}>
          <details className="group rounded-lg border border-line bg-surface">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              <span>
                {category.name}
                <span className="ml-2 text-sm font-normal text-muted">
                  ({category.drivers.length}{" "}
                  {category.drivers.length === 1 ? "file" : "files"})
                </span>
              </span>
              <Icon
                name="chevron-down"
                className="size-5 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="border-t border-line px-5 py-4">
              {category.drivers.length === 0 ? (
                <p className="text-sm text-muted">
                  No downloads available in this category
                </p>
              ) : (
                <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                  {category.drivers.map((driver) => (
                    <li
                      key={driver.id}
                      className="flex flex-wrap items-center justify-between gap-3 py-3"
                    >
                      <span>
                        <span className="font-medium">{driver.name}</span>
                        {driver.fileName ? (
                          <span className="block text-xs text-muted">
                            {driver.fileName}
                          </span>
                        ) : null}
                        {driver.checksum ? (
                          <span className="block font-mono text-xs break-all text-muted">
                            SHA-256: {driver.checksum}
                          </span>
                        ) : null}
                      </span>
                      {driver.href ? (
                        <a
                          href={driver.href}
                          download
                          onClick={(event) =>
                            void onDownload(event, driver.name)
                          }
                          aria-label={`Download ${driver.name}`}
                          className="inline-flex h-9 items-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
                        >
                          <Icon name="download" className="size-4" />
                          Download
                        </a>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
