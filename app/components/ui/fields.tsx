import { type ComponentProps, type ReactNode, useId } from "react";
import { cx } from "./class-names";
import { inputClass } from "./input-class";

export { inputClass };

/**
 * A native select is as wide as its longest option: allowed to shrink (with its FieldShell) to the
 * space it has, a long name is cut inside the select instead of widening the page.
 */
export const selectClass = `${inputClass} h-10 min-w-0 max-w-full`;

type FieldShellProps = {
  id: string;
  label: string;
  marked?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error, the error linked to the control by aria-describedby. */
export function FieldShell({
  id,
  label,
  marked,
  hint,
  error,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cx("grid min-w-0 content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {marked ? (
          <span className="text-red-600 dark:text-red-400" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error, with the ids describedBy links its control to. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** aria attributes for a control inside FieldShell. */
export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids || undefined,
  } as const;
}

type Common = {
  label: string;
  marked?: boolean;
  hint?: string;
  error?: string;
  className?: string;
};

export function TextAreaField({
  label,
  marked,
  hint,
  error,
  className,
  id,
  rows = 3,
  ...props
}: Common & ComponentProps<"textarea">) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      marked={marked}
      hint={hint}
      error={error}
      className={className}
    >
      <textarea
        id={fieldId}
        rows={rows}
        className={cx(inputClass, "py-2")}
        {...describedBy(fieldId, error, hint)}
        {...props}
      />
    </FieldShell>
  );
}

export function InputField({
  label,
  marked,
  hint,
  error,
  className,
  id,
  ...props
}: Common & ComponentProps<"input">) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      marked={marked}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        id={fieldId}
        className={cx(inputClass, "h-10")}
        {...describedBy(fieldId, error, hint)}
        {...props}
      />
    </FieldShell>
  );
}

export type SelectOption = { value: string | number; label: string };
export type SelectGroup = { label: string; options: SelectOption[] };

type SelectFieldProps = Common &
  ComponentProps<"select"> & {
    placeholder: string;
    options?: SelectOption[];
    groups?: SelectGroup[];
  };

/** A native select: works without JavaScript and with every assistive technology. */
export function SelectField({
  label,
  marked,
  hint,
  error,
  className,
  id,
  placeholder,
  options = [],
  groups = [],
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      marked={marked}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        id={fieldId}
        className={selectClass}
        {...describedBy(fieldId, error, hint)}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  hint,
  error,
  className,
  id,
  ...props
}: Common & ComponentProps<"input">) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={cx("grid gap-1", className)}>
      <div className="flex items-center gap-2">
        <input
          id={fieldId}
          type="checkbox"
          className="size-4 rounded border-slate-300"
          {...describedBy(fieldId, error, hint)}
          {...props}
        />
        <label htmlFor={fieldId} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <FieldNotes id={fieldId} hint={hint} error={error} />
    </div>
  );
}

type CheckboxGroupProps = {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The ticked values. */
  defaultValue: readonly string[];
  hint?: string;
  error?: string;
  className?: string;
};

/** Several boxes under one legend, posted as repeated values of `name`; the hint and error describe the group. */
export function CheckboxGroupField({ legend, name, options, defaultValue, hint, error, className }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset className={cx("grid min-w-0 gap-2", className)} aria-describedby={describedBy(id, error, hint)["aria-describedby"]}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={option.value} defaultChecked={defaultValue.includes(option.value)} className="size-4 rounded border-slate-300" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
