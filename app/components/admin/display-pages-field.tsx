import type { FieldMetadata } from "@conform-to/react";
import { type KeyboardEvent, useId, useState } from "react";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/fields";
import { useHydrated } from "./use-hydrated";

type DisplayPagesFieldProps = { meta: FieldMetadata<string[]>; suggestions: readonly string[] };

/** Adds a page name as the spec's form does: only when non-empty after trimming and not listed yet. */
export function addPage(pages: readonly string[], candidate: string): string[] {
  const page = candidate.trim();
  return page && !pages.includes(page) ? [...pages, page] : [...pages];
}

/**
 * The popup's Display Pages: the chosen names as removable chips, a text box (custom names
 * allowed) and the suggested names as one-click additions. Without JavaScript the text box
 * itself is posted, so a page can still be added per save.
 */
export function DisplayPagesField({ meta, suggestions }: DisplayPagesFieldProps) {
  const hydrated = useHydrated();
  const id = useId();
  const [pages, setPages] = useState(() => (Array.isArray(meta.initialValue) ? meta.initialValue.filter((page): page is string => typeof page === "string") : []));
  // The list's own message ("...at most 60 characters") or the first page's.
  const error = Object.values(meta.allErrors)[0]?.[0];
  const name = (index: number) => `${meta.name}[${index}]`;
  const [draft, setDraft] = useState("");
  const add = (candidate: string) => {
    setPages((current) => addPage(current, candidate));
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add(draft);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-200 p-4 dark:border-slate-800" aria-describedby={describedBy}>
      <legend className="px-1 text-sm font-semibold">Display Pages</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
        Pages that show this popup. None, or "all", means every page.
      </p>
      <ul aria-label="Chosen pages" className="flex min-h-8 flex-wrap gap-2">
        {pages.length === 0 ? <li className="text-sm text-slate-600 dark:text-slate-300">All pages</li> : null}
        {pages.map((page, index) => (
          <li key={page} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-700 dark:bg-brand-900/50 dark:text-brand-100">
            {page}
            <input type="hidden" name={name(index)} value={page} />
            {hydrated ? (
              <button
                type="button"
                onClick={() => setPages((current) => current.filter((candidate) => candidate !== page))}
                aria-label={`Remove page ${page}`}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-900"
              >
                <AdminIcon name="x" className="size-3.5" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-new`} className="text-sm font-medium">
            Add page
          </label>
          <input
            id={`${id}-new`}
            // Without JavaScript the typed name is posted with the form; with it, Add puts it in the list.
            name={hydrated ? undefined : name(pages.length)}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            list={`${id}-suggestions`}
            placeholder="e.g. home"
            className={`${inputClass} h-10`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <datalist id={`${id}-suggestions`}>
            {suggestions.map((page) => (
              <option key={page} value={page} />
            ))}
          </datalist>
        </div>
        {hydrated ? (
          <Button variant="outline" onClick={() => add(draft)}>
            <AdminIcon name="plus" />
            Add
          </Button>
        ) : null}
      </div>
      {hydrated ? (
        <div className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="text-slate-600 dark:text-slate-300">Suggested:</span>
          {suggestions
            .filter((page) => !pages.includes(page))
            .map((page) => (
              <Button key={page} variant="ghost" size="sm" onClick={() => add(page)} aria-label={`Add page ${page}`}>
                {page}
              </Button>
            ))}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
