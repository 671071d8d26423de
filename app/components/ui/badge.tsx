import type { ComponentProps } from "react";
import { cx } from "./class-names";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full border border-brand-100 bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 dark:border-brand-900 dark:bg-brand-900/50 dark:text-brand-100",
        className,
      )}
      {...props}
    />
  );
}
