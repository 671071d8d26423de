import { type ComponentProps, useId } from "react";
import { cx } from "~/components/ui/class-names";

type TextAreaFieldProps = ComponentProps<"textarea"> & { label: string; marked?: boolean; error?: string };

/** Label, multi-line input and its error, wired like the shared TextField. */
export function TextAreaField({ label, marked, error, className, id, ...props }: TextAreaFieldProps) {
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
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-500 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:placeholder:text-slate-400"
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
