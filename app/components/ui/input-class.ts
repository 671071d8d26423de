/**
 * A text box's look, on its own so public pages that draw a box or a select without the field
 * components (the product list's sort and filters) do not load those with it.
 */
export const inputClass =
  "rounded-md border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-500 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:placeholder:text-slate-400";
