import { type ComponentProps, useId } from "react";
import { cx } from "./class-names";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  /** Marks the label with an asterisk; validation itself belongs to the form's schema. */
  marked?: boolean;
  error?: string;
};

/** Label, input and its error message, wired with aria-invalid and aria-describedby. */
export function TextField({ label, marked, error, className, id, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx("grid gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
        {marked ? (
          <span className="text-red-600 dark:text-red-400" aria-hidden="true">
            {" "}*
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-500 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:placeholder:text-slate-400"
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
