import { type DefaultValue, type FieldMetadata, type FormId, useField, useFormMetadata } from "@conform-to/react";
import { type ReactNode, useId } from "react";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { SortableList } from "./sortable-list";
import { useHydrated } from "./use-hydrated";

type ListEditorProps<Item> = {
  /** The list's Conform field; its rows are `getFieldList()`. */
  meta: FieldMetadata<Item[]>;
  legend: string;
  /** "feature", used in "Remove feature 2". */
  noun: string;
  addLabel: string;
  /** What Add puts in a new row. */
  blank: DefaultValue<Item>;
  /** The spec's limit; Add is disabled when it is reached (the server refuses more anyway). */
  max?: number;
  hint?: string;
  renderItem: (item: FieldMetadata<Item>, index: number) => ReactNode;
};

/**
 * A list of repeated fields with Add, Remove and reordering (Conform's insert, remove and reorder,
 * through the one SortableList: drag, keyboard, Move up/down). Without JavaScript
 * it shows the rows and one empty row to add another; clearing a row removes it (see formPayload).
 */
export function ListEditor<Item>({ meta, legend, noun, addLabel, blank, max, hint, renderItem }: ListEditorProps<Item>) {
  const form = useFormMetadata(meta.formId);
  const hydrated = useHydrated();
  const id = useId();
  const items = meta.getFieldList() as FieldMetadata<Item>[];
  const full = max !== undefined && items.length >= max;
  const error = meta.errors?.[0];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-4 dark:border-slate-800" aria-describedby={describedBy} data-list={meta.name}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {hydrated && items.length > 0 ? (
        // Rows reorder by drag or Move up/down (decision 036): the saved list keeps this order.
        <SortableList
          label={legend}
          ids={items.map((item, index) => item.key ?? index)}
          nameOf={(index) => `${noun} ${index + 1}`}
          onMove={(from, to) => {
            if (to >= 0 && to < items.length) form.reorder({ name: meta.name, from, to });
          }}
          renderItem={(index) => (
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">{renderItem(items[index]!, index)}</div>
              <Button variant="ghost" size="icon" className="mt-6 shrink-0" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => form.remove({ name: meta.name, index })}>
                <AdminIcon name="x" />
              </Button>
            </div>
          )}
        />
      ) : null}
      {!hydrated && (items.length > 0 || !full) ? (
        <ol className="grid gap-3">
          {items.map((item, index) => (
            <li key={item.key ?? index} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">{renderItem(item, index)}</div>
            </li>
          ))}
          {full ? null : (
            <li className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <BlankRow name={`${meta.name}[${items.length}]`} formId={meta.formId} render={(item) => renderItem(item as FieldMetadata<Item>, items.length)} />
              </div>
            </li>
          )}
        </ol>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {hydrated ? (
        <div>
          <Button variant="outline" size="sm" disabled={full} onClick={() => form.insert({ name: meta.name, defaultValue: blank })}>
            <AdminIcon name="plus" />
            {addLabel}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The empty row a page without JavaScript offers: a field the form does not hold yet. */
function BlankRow({ name, formId, render }: { name: string; formId: FormId; render: (item: FieldMetadata<unknown>) => ReactNode }) {
  const [item] = useField(name, { formId });
  return <>{render(item)}</>;
}
