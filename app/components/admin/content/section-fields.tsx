import type { FieldMetadata } from "@conform-to/react";
import { cx } from "~/components/ui/class-names";
import type { FieldSet, FormSection } from "~/content/shared/definition";
import { maxLengthOf } from "../max-length";
import { type Choices, type CustomControls, FieldControl } from "./field-control";

type SectionFieldsProps = {
  fields: FieldSet;
  section: FormSection;
  /** The form's Conform fields (useSchemaForm's second value). */
  metas: Record<string, FieldMetadata<any>>;
  choices?: Choices;
  custom?: CustomControls;
};

const rowColumns: Record<number, string> = { 2: "md:grid-cols-2", 3: "md:grid-cols-3" };

/** A form section's rows, each field as its definition says; a row of several fields lays them side by side. */
export function SectionFields({ fields, section, metas, choices, custom }: SectionFieldsProps) {
  const field = (name: string) => {
    const definition = fields[name];
    return (
      <FieldControl
        key={name}
        control={definition.control ?? { kind: "text" }}
        label={definition.label}
        hint={definition.hint}
        required={definition.required}
        max={maxLengthOf(definition.schema)}
        meta={metas[name]}
        choices={choices}
        custom={custom}
      />
    );
  };
  return (
    <>
      {section.hint ? <p className="text-xs text-slate-600 dark:text-slate-300">{section.hint}</p> : null}
      {section.rows.map((row) =>
        typeof row === "string" ? (
          field(row)
        ) : (
          <div key={row.join()} className={cx("grid gap-4", rowColumns[row.length])}>
            {row.map(field)}
          </div>
        ),
      )}
    </>
  );
}
