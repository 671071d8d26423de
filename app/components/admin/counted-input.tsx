import { type ComponentProps, useId, useState } from "react";
import { describedBy, FieldShell, inputClass } from "~/components/ui/fields";
import { cx } from "~/components/ui/class-names";

/** The counter shows once a value has used this share of its limit. */
const NEAR_LIMIT = 0.8;

type CountedInputProps = Omit<ComponentProps<"input">, "defaultValue" | "maxLength"> & {
  label: string;
  marked?: boolean;
  hint?: string;
  error?: string;
  /** The server's limit (see maxLengthOf); no counter without one. */
  max: number | undefined;
  defaultValue?: string;
};

/** "5 characters left" / "3 characters over the limit"; "" while the value is far from the limit. */
export function counterText(length: number, max: number): string {
  if (length < max * NEAR_LIMIT) return "";
  const left = max - length;
  if (left >= 0) return `${left} ${left === 1 ? "character" : "characters"} left`;
  return `${-left} ${left === -1 ? "character" : "characters"} over the limit`;
}

/**
 * A single-line field that counts down as the value nears the server's limit, so a long name is
 * not first refused on save. No maxlength attribute: a pasted value is shown whole, with the count.
 */
export function CountedInputField({ label, marked, hint, error, max, defaultValue = "", className, id, onChange, ...props }: CountedInputProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const [length, setLength] = useState(defaultValue.length);
  const counter = max === undefined ? "" : counterText(length, max);
  const aria = describedBy(fieldId, error, hint);
  const counterId = `${fieldId}-count`;
  return (
    <FieldShell id={fieldId} label={label} marked={marked} hint={hint} error={error} className={className}>
      <input
        id={fieldId}
        className={cx(inputClass, "h-10")}
        defaultValue={defaultValue}
        {...aria}
        aria-describedby={[counter ? counterId : null, aria["aria-describedby"]].filter(Boolean).join(" ") || undefined}
        onChange={(event) => {
          setLength(event.currentTarget.value.trim().length);
          onChange?.(event);
        }}
        {...props}
      />
      <p id={counterId} aria-live="polite" className={cx("text-xs", max !== undefined && length > max ? "text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-300")}>
        {counter}
      </p>
    </FieldShell>
  );
}
