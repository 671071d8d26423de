import { Plus, X } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "./use-hydrated";

type Row<T> = { key: number; value: T };

export type ListItemProps<T> = {
  /** Field-name prefix of this item, e.g. "features[2]". */
  prefix: string;
  index: number;
  value: T;
};

type ListEditorProps<T> = {
  legend: string;
  /** Field name of the list, e.g. "product_benefits". */
  name: string;
  initial: T[];
  blank: T;
  /** The spec's limit; Add is disabled when it is reached (the server refuses more anyway). */
  max?: number;
  addLabel: string;
  /** "feature", used in "Remove feature 2". */
  noun: string;
  hint?: string;
  /** An error about the list as a whole, e.g. "At most 4 benefits". */
  error?: string;
  renderItem: (item: ListItemProps<T>) => ReactNode;
};

/**
 * A list of repeated fields with Add and Remove. Without JavaScript it shows the items and one
 * empty row to add another; clearing a row removes it (see decodeNestedForm's dropBlank).
 */
export function ListEditor<T>({ legend, name, initial, blank, max, addLabel, noun, hint, error, renderItem }: ListEditorProps<T>) {
  const hydrated = useHydrated();
  const id = useId();
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState<Row<T>[]>(() => initial.map((value, key) => ({ key, value })));
  const full = max !== undefined && rows.length >= max;
  const shown = hydrated || full ? rows : [...rows, { key: -1, value: blank }];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-4 dark:border-slate-800" aria-describedby={describedBy} data-list={name}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ol className="grid gap-3">
          {shown.map((row, index) => (
            <li key={row.key} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">{renderItem({ prefix: `${name}[${index}]`, index, value: row.value })}</div>
              {hydrated ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-6 shrink-0"
                  aria-label={`Remove ${noun} ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((candidate) => candidate.key !== row.key))}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {hydrated ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={full}
            onClick={() => setRows((current) => [...current, { key: nextKey.current++, value: blank }])}
          >
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
