import type { ReactNode } from "react";

/** The band at the top of an inner page: its one h1 and an optional line under it. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
      <div className="section">
        {children}
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        {subtitle ? (
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{subtitle}</p>
        ) : null}
      </div>
    </header>
  );
}
