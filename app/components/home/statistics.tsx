export type Statistic = { value: string; label: string };

/** A row of figures (home intro and About page). */
export function Statistics({ items, label }: { items: Statistic[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col rounded-lg border border-slate-200 bg-white/90 p-6 text-center dark:border-slate-800 dark:bg-slate-900/90">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{item.label}</dt>
          <dd className="order-first text-3xl font-bold text-brand-700 dark:text-brand-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
