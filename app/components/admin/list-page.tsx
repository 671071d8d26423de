import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

type ListPageProps = {
  title: string;
  addLabel: string;
  addHref?: string;
  /** Buttons shown before Add (the Drivers screen's Add Category). */
  actions?: ReactNode;
  children: ReactNode;
};

/** Heading with the Add button, then the screen's form and list. */
export function ListPage({ title, addLabel, addHref = "?new=1", actions, children }: ListPageProps) {
  return (
    <section aria-labelledby="list-page-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="list-page-title" className="text-2xl font-bold">
          {title}
        </h1>
        <div className="flex flex-wrap gap-3">
          {actions}
          <Button asChild>
            <Link to={addHref} preventScrollReset>
              <Plus aria-hidden="true" />
              {addLabel}
            </Link>
          </Button>
        </div>
      </div>
      {children}
    </section>
  );
}
