import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { listSearch } from "~/content/shared/list-query";
import { TRASH_DAYS } from "~/content/trash/retention";
import { Button } from "~/components/ui/button";
import { BULK_LABELS, type BulkIntent } from "./bulk";
import { ConfirmDialog } from "./confirm-dialog";
import { useHydrated } from "./use-hydrated";
import { counted, listed } from "./wording";

/** A list's bulk actions and the rows ticked for them (issue 17 part 7). */
export type Bulk = {
  /** The actions the list offers: Publish and Unpublish where the type has a publishing status, and Move to trash. */
  actions: readonly BulkIntent[];
  /** "product", "products": in "3 products selected". */
  noun: readonly [string, string];
};

type BulkBarProps = Bulk & {
  /** The form the rows' checkboxes belong to (their `form` attribute). */
  formId: string;
  selected: number;
  params: URLSearchParams;
};

/**
 * The bar above a list with bulk actions. Publish and Unpublish post the ticked rows (`ids`) to the
 * screen's action; Move to trash first opens the question (`?bulk=trash&ids=...`), as a row's Delete
 * does. Without JavaScript the checkboxes still post with the bar's form, and the question is a page.
 */
export function BulkBar({ actions, noun, formId, selected, params }: BulkBarProps) {
  const hydrated = useHydrated();
  const none = hydrated && selected === 0;
  // Moving to the trash asks first: a GET to the list with the question open keeps the list's own state.
  const state = [...new URLSearchParams(listSearch(params))];
  return (
    <Form method="post" id={formId} preventScrollReset aria-label={`Bulk actions on ${noun[1]}`} className="flex flex-wrap items-center gap-2">
      {state.map(([name, value]) => (
        <input key={`${name} ${value}`} type="hidden" name={name} value={value} />
      ))}
      <p className="mr-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {hydrated ? `${counted(selected, noun[0], noun[1])} selected` : `With the ticked ${noun[1]}:`}
      </p>
      {actions.map((intent) =>
        intent === "bulk-trash" ? (
          <Button key={intent} type="submit" size="sm" variant="outline" formMethod="get" name="bulk" value="trash" disabled={none}>
            {BULK_LABELS[intent]}
          </Button>
        ) : (
          <Button key={intent} type="submit" size="sm" variant="outline" name="intent" value={intent} disabled={none}>
            {BULK_LABELS[intent]}
          </Button>
        ),
      )}
    </Form>
  );
}

type BulkQuestionProps<Row> = {
  rows: Row[];
  ids: string[];
  noun: readonly [string, string];
  itemName: (row: Row) => string;
};

/** The question before a bulk Move to trash: the one confirmation dialog, naming the rows it moves. */
export function BulkTrashQuestion<Row extends { id: number | string }>({ rows, ids, noun, itemName }: BulkQuestionProps<Row>) {
  const chosen = rows.filter((row) => ids.includes(String(row.id)));
  if (chosen.length === 0) return null;
  const names = chosen.map((row) => `"${itemName(row)}"`);
  const shown = names.length <= 3 ? listed(names) : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;
  return (
    <ConfirmDialog
      question={`Move ${counted(chosen.length, noun[0], noun[1])} to the trash?`}
      detail={`${shown}. You can restore ${chosen.length === 1 ? "it" : "them"} for ${TRASH_DAYS} days.`}
      confirmLabel="Move to trash"
      fields={{ intent: "bulk-trash", ids: chosen.map((row) => row.id).join(",") }}
    />
  );
}

type SelectAllProps = { label: string; checked: boolean; mixed: boolean; onChange: (checked: boolean) => void };

/** The header's checkbox: ticks or clears every row on the page; "mixed" while only some are ticked. */
export function SelectAll({ label, checked, mixed, onChange }: SelectAllProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 rounded border-slate-300" />;
}
