import type { ReactNode } from "react";

/** One titled card of the Account page. */
export function AccountSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4 *:min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <div className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** An error that belongs to a whole form rather than one field. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}
