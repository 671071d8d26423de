import { useState } from "react";
import { type SelectGroup, SelectField, type SelectOption } from "~/components/ui/fields";
import { useHydrated } from "../use-hydrated";

export type TaxonomyOptions = {
  categories: Array<{ id: number; name: string }>;
  subcategories: Array<{ id: number; name: string; category_id: number; category_name: string }>;
  types: Array<{ id: number; name: string; subcategory_id: number; subcategory_name: string }>;
};

type TaxonomySelectsProps = {
  options: TaxonomyOptions;
  initial: { category_id: string; subcategory_id: string; type_id: string };
  errors: Record<string, string | undefined>;
};

function grouped<T extends { id: number; name: string }>(items: T[], groupOf: (item: T) => string): SelectGroup[] {
  const groups = new Map<string, SelectOption[]>();
  for (const item of items) groups.set(groupOf(item), [...(groups.get(groupOf(item)) ?? []), { value: item.id, label: item.name }]);
  return [...groups].map(([label, options]) => ({ label, options }));
}

/**
 * Category, subcategory and type. Changing the category clears the subcategory and type;
 * changing the subcategory clears the type; each list offers only what fits the level above.
 * Without JavaScript every choice is offered, grouped, and the server checks the chain.
 */
export function TaxonomySelects({ options, initial, errors }: TaxonomySelectsProps) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(initial);
  const subcategories = chosen.category_id && hydrated
    ? options.subcategories.filter((s) => String(s.category_id) === chosen.category_id)
    : options.subcategories;
  const types = chosen.subcategory_id && hydrated
    ? options.types.filter((t) => String(t.subcategory_id) === chosen.subcategory_id)
    : options.types.filter((t) => !hydrated || !chosen.category_id || subcategories.some((s) => s.id === t.subcategory_id));

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <SelectField
        label="Category"
        name="category_id"
        placeholder="Select category"
        options={options.categories.map((c) => ({ value: c.id, label: c.name }))}
        value={chosen.category_id}
        onChange={(event) => setChosen({ category_id: event.target.value, subcategory_id: "", type_id: "" })}
        error={errors.category_id}
      />
      <SelectField
        label="Subcategory"
        name="subcategory_id"
        placeholder="Select subcategory"
        groups={grouped(subcategories, (s) => s.category_name)}
        value={chosen.subcategory_id}
        onChange={(event) => setChosen({ ...chosen, subcategory_id: event.target.value, type_id: "" })}
        error={errors.subcategory_id}
      />
      <SelectField
        label="Type"
        name="type_id"
        placeholder="Select type"
        groups={grouped(types, (t) => t.subcategory_name)}
        value={chosen.type_id}
        onChange={(event) => setChosen({ ...chosen, type_id: event.target.value })}
        error={errors.type_id}
      />
    </div>
  );
}
