import type { ComponentProps } from "react";
import { cx } from "./class-names";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return <span className={cx("badge", className)} {...props} />;
}
