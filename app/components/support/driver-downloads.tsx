import { Icon } from "~/components/icons/icon";
import type { DownloadGroupView } from "./download-view";
import { DownloadGroups } from "./download-groups";

export type DriverCategoryDownloads = {
  id: number;
  name: string;
  /** Its downloads by title, each with its versions. */
  groups: DownloadGroupView[];
};

/** Driver categories that open to their downloads, each with its latest version and the older ones. */
export function DriverDownloads({ categories }: { categories: DriverCategoryDownloads[] }) {
  if (categories.length === 0) return <p className="text-muted">No downloads available</p>;
  return (
    <ul className="space-y-3">
      {categories.map((category) => (
        <li key={category.id}>
          <details className="group rounded-lg border border-line bg-surface">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              <span>
                {category.name}
                <span className="ml-2 text-sm font-normal text-muted">
                  ({category.groups.length} {category.groups.length === 1 ? "file" : "files"})
                </span>
              </span>
              <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
            </summary>
            <div className="border-t border-line px-5 py-4">
              {category.groups.length === 0 ? (
                <p className="text-sm text-muted">No downloads available in this category</p>
              ) : (
                <DownloadGroups groups={category.groups} headingLevel={3} />
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
