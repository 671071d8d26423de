import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { checkboxProps, inputProps, selectProps, textareaProps } from "~/components/forms/field-props";
import { CheckboxField, CheckboxGroupField, InputField, type SelectGroup, SelectField, type SelectOption, TextAreaField } from "~/components/ui/fields";
import { cx } from "~/components/ui/class-names";
import type { Control, ItemControl, ListControl } from "~/content/shared/definition";
import { publishChoices } from "~/content/shared/publishing";
import { CountedInputField } from "../counted-input";
import { ListEditor } from "../list-editor";
import { UploadField } from "../upload-field";

/** Options of the form's selects, by the name a field's control gives (`choices: "categories"`). */
export type Choices = Record<string, { options?: SelectOption[]; groups?: SelectGroup[] }>;

/** The controls a screen brings itself, by field name (`control: { kind: "custom" }`). */
export type CustomControls = Record<string, (meta: FieldMetadata<any>) => ReactNode>;

type FieldControlProps = {
  control: Control;
  label: string;
  meta: FieldMetadata<any>;
  hint?: string;
  required?: boolean;
  /** The server's character limit, for a counted field's countdown. */
  max?: number;
  choices?: Choices;
  custom?: CustomControls;
  className?: string;
};

/** One field of a definition (or of a list row) as the control its definition names, with its Conform state. */
export function FieldControl({ control, label, meta, hint, required, max, choices = {}, custom = {}, className }: FieldControlProps) {
  const marks = { label, marked: required, required, className };
  switch (control.kind) {
    case "text": {
      const props = inputProps(meta, control.type);
      if (control.counted) return <CountedInputField key={meta.key} {...props} {...marks} hint={hint} max={max} />;
      const { inputMode, placeholder, step, min } = control;
      return <InputField key={meta.key} {...props} {...marks} hint={hint} inputMode={inputMode} placeholder={placeholder} step={step} min={min} />;
    }
    case "textarea":
      return <TextAreaField key={meta.key} {...textareaProps(meta)} {...marks} rows={control.rows} hint={hint} />;
    case "checkbox":
      return <CheckboxField key={meta.key} {...checkboxProps(meta)} label={label} hint={hint} className={className} />;
    case "checkboxes": {
      const ticked = meta.initialValue === undefined ? [] : Array.isArray(meta.initialValue) ? meta.initialValue : [meta.initialValue];
      return (
        <CheckboxGroupField
          key={meta.key}
          legend={label}
          name={meta.name}
          options={control.options}
          defaultValue={ticked.filter((value): value is string => typeof value === "string")}
          hint={hint}
          error={meta.errors?.[0]}
          className={className}
        />
      );
    }
    case "select": {
      // The publishing status is the same for every type that has it (decision 035).
      const { options, groups } = choices[control.choices] ?? (publishChoices as Choices)[control.choices] ?? {};
      return <SelectField key={meta.key} {...selectProps(meta)} {...marks} placeholder={control.placeholder} options={options} groups={groups} hint={hint} />;
    }
    case "media": {
      const { defaultValue, error } = inputProps(meta);
      return <UploadField key={meta.key} kind={control.media} name={meta.name} label={label} defaultValue={defaultValue} error={error} hint={hint} />;
    }
    case "list":
      return <DefinedList list={control.list} meta={meta} />;
    case "group":
      return <ItemFields fields={control.fields} columns={control.columns} meta={meta} n={0} />;
    case "custom":
      return <>{custom[meta.name]?.(meta)}</>;
  }
}

const TEXT: Control = { kind: "text" };

function DefinedList({ list, meta }: { list: ListControl; meta: FieldMetadata<any> }) {
  const { item } = list;
  const blank = "fields" in item ? Object.fromEntries(Object.keys(item.fields).map((name) => [name, ""])) : "";
  return (
    <ListEditor
      meta={meta as FieldMetadata<unknown[]>}
      legend={list.legend}
      noun={list.noun}
      addLabel={list.addLabel ?? `Add ${list.noun}`}
      max={list.max}
      hint={list.hint}
      blank={blank as never}
      renderItem={(row, index) =>
        "fields" in item ? (
          <ItemFields fields={item.fields} columns={item.columns} meta={row} n={index + 1} />
        ) : (
          <FieldControl control={item.control ?? TEXT} label={item.label(index + 1)} hint={item.hint} meta={row} />
        )
      }
    />
  );
}

const gridColumns: Record<number, string> = { 2: "sm:grid-cols-2", 3: "md:grid-cols-3" };

/** The fields of one list row or group, side by side in `columns`. */
function ItemFields({ fields, columns = 1, meta, n }: { fields: Record<string, ItemControl>; columns?: number; meta: FieldMetadata<any>; n: number }) {
  const subfields = (meta as FieldMetadata<Record<string, unknown>>).getFieldset();
  return (
    <div className={cx("grid gap-3", gridColumns[columns])}>
      {Object.entries(fields).map(([name, field]) => (
        <FieldControl
          key={name}
          control={field.control ?? TEXT}
          label={field.label(n)}
          hint={field.hint}
          required={field.required}
          meta={subfields[name]}
          className={field.wide ? "sm:col-span-2" : undefined}
        />
      ))}
    </div>
  );
}
