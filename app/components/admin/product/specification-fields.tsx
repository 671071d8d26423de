import type { FieldMetadata } from "@conform-to/react";
import { inputProps } from "~/components/forms/field-props";
import { InputField } from "~/components/ui/fields";
import { ListEditor } from "../list-editor";

type Pair = { name: string; detail: string };
type Group = { group_name: string; specifications: Pair[] };
export type SpecificationRows = Group[];

/** Groups, each a name and its specification name/detail pairs: a list editor inside a list editor. */
export function SpecificationFields({ meta }: { meta: FieldMetadata<Group[]> }) {
  return (
    <ListEditor
      meta={meta}
      legend="Specification groups"
      noun="specification group"
      addLabel="Add specification group"
      blank={{ group_name: "", specifications: [] }}
      renderItem={(group, index) => {
        const n = index + 1;
        const { group_name, specifications } = group.getFieldset();
        return (
          <div className="grid gap-3">
            <InputField key={group_name.key} {...inputProps(group_name)} label={`Group ${n} name`} />
            <ListEditor
              meta={specifications}
              legend={`Specifications of group ${n}`}
              noun={`specification of group ${n}`}
              addLabel={`Add specification to group ${n}`}
              blank={{ name: "", detail: "" }}
              renderItem={(pair, row) => {
                const { name, detail } = pair.getFieldset();
                return (
                  <div className="grid gap-3 sm:grid-cols-2">
                    <InputField key={name.key} {...inputProps(name)} label={`Specification ${row + 1} name`} />
                    <InputField key={detail.key} {...inputProps(detail)} label={`Specification ${row + 1} detail`} />
                  </div>
                );
              }}
            />
          </div>
        );
      }}
    />
  );
}
