import { AdminIcon } from "~/components/icons/admin-icon";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldNotes, selectClass } from "~/components/ui/fields";
import { type ComboOption, Combobox } from "./combobox";
import { useHydrated } from "./use-hydrated";

type ProductLinksFieldProps = {
  /** The form field: one value per chosen product. */
  name: string;
  label: string;
  hint?: string;
  /** Where the picker's options come from (a products-options endpoint). */
  source: string;
  chosen: ComboOption[];
  /** Without JavaScript a multiple select offers these (bounded), with the chosen ones. */
  fallback: ComboOption[];
  error?: string;
};

const optionLabel = (option: ComboOption) => (option.parent ? `${option.name} (${option.parent})` : option.name);

/**
 * The products a record serves: the chosen ones, each with Remove, and a type-to-filter picker (by
 * name or model number, as the successor picker of decision 029) that adds one at a time. Without
 * JavaScript it is a multiple select of the first products and the chosen ones.
 */
export function ProductLinksField({ name, label, hint, source, chosen: initial, fallback, error }: ProductLinksFieldProps) {
  const hydrated = useHydrated();
  const id = useId();
  const [chosen, setChosen] = useState(initial);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const notes = <FieldNotes id={id} hint={hint} error={error} />;

  if (!hydrated) {
    const offered = [...initial, ...fallback.filter((option) => !initial.some((picked) => picked.id === option.id))];
    return (
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <select id={id} name={name} multiple size={8} defaultValue={initial.map((option) => String(option.id))} className={`${selectClass} h-auto py-1`} aria-describedby={described} aria-invalid={error ? true : undefined}>
          {offered.map((option) => (
            <option key={option.id} value={option.id}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
        <p className="text-xs text-slate-600 dark:text-slate-300">Hold Ctrl (Cmd on a Mac) to choose several.</p>
        {notes}
      </div>
    );
  }

  const add = (option: ComboOption | null) => {
    if (option && !chosen.some((picked) => picked.id === option.id)) setChosen([...chosen, option]);
  };
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={described}>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No products chosen.</p>
      ) : (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="flex flex-wrap gap-2">
          {chosen.map((option) => (
            <li key={option.id} className="flex items-center gap-1 rounded-md border border-slate-300 py-0.5 pl-2.5 text-sm dark:border-slate-700">
              <input type="hidden" name={name} value={option.id} />
              {optionLabel(option)}
              <Button variant="ghost" size="sm" onClick={() => setChosen(chosen.filter((picked) => picked.id !== option.id))} aria-label={`Remove ${option.name}`} title="Remove">
                <AdminIcon name="x" className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Combobox label="Add a product" source={source} placeholder="Type a name or model number" value={null} onChange={add} fallback={[]} clearOnChoose />
      {notes}
    </fieldset>
  );
}
