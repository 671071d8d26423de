import { InputField } from "~/components/ui/fields";
import { ListEditor } from "../list-editor";
import type { ProductFormValues } from "./form-values";

type Props = { values: ProductFormValues; errors: Record<string, string | undefined> };

/** Groups, each a name and its specification name/detail pairs. */
export function SpecificationFields({ values, errors }: Props) {
  return (
    <ListEditor
      legend="Specification groups"
      name="specification_groups"
      noun="specification group"
      addLabel="Add specification group"
      initial={values.specification_groups}
      blank={{ group_name: "", pairs: [] }}
      error={errors.specification_groups}
      renderItem={({ prefix, index: group, value }) => (
        <div className="grid gap-3">
          <InputField
            label={`Group ${group + 1} name`}
            name={`${prefix}[group_name]`}
            defaultValue={value.group_name}
            error={errors[`specification_groups.${group}.group_name`]}
          />
          <ListEditor
            legend={`Specifications of group ${group + 1}`}
            name={`${prefix}[specifications]`}
            noun={`specification of group ${group + 1}`}
            addLabel={`Add specification to group ${group + 1}`}
            initial={value.pairs}
            blank={{ name: "", detail: "" }}
            error={errors[`specification_groups.${group}.specifications`]}
            renderItem={({ prefix: pairPrefix, index: pair, value: spec }) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <InputField
                  label={`Specification ${pair + 1} name`}
                  name={`${pairPrefix}[name]`}
                  defaultValue={spec.name}
                  error={errors[`specification_groups.${group}.specifications.${pair}.name`]}
                />
                <InputField
                  label={`Specification ${pair + 1} detail`}
                  name={`${pairPrefix}[detail]`}
                  defaultValue={spec.detail}
                  error={errors[`specification_groups.${group}.specifications.${pair}.detail`]}
                />
              </div>
            )}
          />
        </div>
      )}
    />
  );
}
