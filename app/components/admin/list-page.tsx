import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import { withParams } from "~/content/shared/list-query";
import { Button } from "~/components/ui/button";

type ListPageProps = {
  title: string;
  addLabel: string;
  /** Defaults to the list's own state with ?new=1, so Cancel and Save return to it. */
  addHref?: string;
  /** Buttons shown before Add (the Drivers screen's Add Category). */
  actions?: ReactNode;
  children: ReactNode;
};

/** Heading with the Add button, then the screen's form and list. */
export function ListPage({ title, addLabel, addHref, actions, children }: ListPageProps) {
  const [params] = useSearchParams();
  return (
    // One column that never grows past the screen: a wide table or tab row scrolls inside itself.
    <section aria-labelledby="list-page-title" className="grid grid-cols-1 gap-6 *:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="list-page-title" className="text-2xl font-bold">
          {title}
        </h1>
        <div className="flex flex-wrap gap-3">
          {actions}
          <Button asChild>
            <AdminLink to={addHref ?? withParams(params, { new: 1 })} preventScrollReset>
              <AdminIcon name="plus" />
              {addLabel}
            </AdminLink>
          </Button>
        </div>
      </div>
      {children}
    </section>
  );
}
