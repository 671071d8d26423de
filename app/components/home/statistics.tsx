export type Statistic = { value: string; label: string };

/** A row of figures (home intro and About page). */
export function Statistics({
  items,
  label,
}: {
  items: Statistic[];
  label: string;
}) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="stat"
        >
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="stat-value">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
