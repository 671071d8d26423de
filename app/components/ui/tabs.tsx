import { Tabs as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "./class-names";

export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List
      className={cx("flex gap-1 overflow-x-auto overflow-y-hidden border-b border-slate-200 dark:border-slate-800", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cx(
        "-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:text-brand-100",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Inactive panels stay in the server-rendered HTML (hidden), so search engines and
 * visitors without JavaScript still get every tab's text.
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content forceMount className={cx("pt-6 data-[state=inactive]:hidden", className)} {...props} />;
}
