import { useEffect, useRef, useState } from "react";
import { type ComboOption, Combobox } from "../combobox";

export type TaxonomyLevel = "category" | "subcategory" | "type";

/** The current choice at each level, and the bounded lists a native select offers without JavaScript. */
export type TaxonomyChoices = {
  chosen: Record<TaxonomyLevel, ComboOption | null>;
  fallback: Record<TaxonomyLevel, ComboOption[]>;
};

type TaxonomySelectsProps = {
  options: TaxonomyChoices;
  /** Field names: the product form's category_id..., or the list filter's category... */
  names?: Record<TaxonomyLevel, string>;
  placeholders?: Record<TaxonomyLevel, string>;
  labels?: Record<TaxonomyLevel, string>;
  errors?: Record<string, string | undefined>;
  /** Submits the surrounding form when a choice changes (the list filters). */
  submitOnChange?: boolean;
  /** Told every new choice (the product form shows the attributes of the category and type chosen). */
  onChoose?: (chosen: Record<TaxonomyLevel, ComboOption | null>) => void;
};

const formNames = { category: "category_id", subcategory: "subcategory_id", type: "type_id" };
const formPlaceholders = { category: "Select category", subcategory: "Select subcategory", type: "Select type" };
const formLabels = { category: "Category", subcategory: "Subcategory", type: "Type" };
export const TAXONOMY_SOURCE = "/api/admin/taxonomy";

/**
 * Category, subcategory and type as type-to-filter comboboxes that load their options on demand,
 * so thousands of entries stay usable. Changing the category clears the subcategory and type;
 * changing the subcategory clears the type; each offers only what fits the level above.
 * The server checks the chain whatever arrives.
 */
export function TaxonomySelects({ options, names = formNames, placeholders = formPlaceholders, labels = formLabels, errors = {}, submitOnChange, onChoose }: TaxonomySelectsProps) {
  const [chosen, setChosen] = useState(options.chosen);
  const [changed, setChanged] = useState(0);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => setChosen(options.chosen), [options.chosen]);
  // After the new choice has rendered into the hidden fields, submit (list filters only).
  useEffect(() => {
    if (submitOnChange && changed > 0) anchor.current?.closest("form")?.requestSubmit();
  }, [changed]);
  const update = (next: typeof chosen) => {
    setChosen(next);
    onChoose?.(next);
    setChanged((count) => count + 1);
  };

  return (
    <>
      <span ref={anchor} hidden />
      <Combobox
        label={labels.category}
        name={names.category}
        source={`${TAXONOMY_SOURCE}/category`}
        placeholder={placeholders.category}
        value={chosen.category}
        fallback={options.fallback.category}
        onChange={(category) => update({ category, subcategory: null, type: null })}
        error={errors[names.category]}
      />
      <Combobox
        label={labels.subcategory}
        name={names.subcategory}
        source={`${TAXONOMY_SOURCE}/subcategory`}
        parent={chosen.category?.id}
        placeholder={placeholders.subcategory}
        value={chosen.subcategory}
        fallback={options.fallback.subcategory}
        onChange={(subcategory) => update({ ...chosen, subcategory, type: null })}
        error={errors[names.subcategory]}
      />
      <Combobox
        label={labels.type}
        name={names.type}
        source={`${TAXONOMY_SOURCE}/type`}
        parent={chosen.subcategory?.id}
        placeholder={placeholders.type}
        value={chosen.type}
        fallback={options.fallback.type}
        onChange={(type) => update({ ...chosen, type })}
        error={errors[names.type]}
      />
    </>
  );
}
