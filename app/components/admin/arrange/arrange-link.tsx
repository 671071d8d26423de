import { useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import type { ContentDefinition } from "~/content/shared/definition";

/** The list screen's way to its Arrange view; a list filtered to one parent opens that parent's. */
export function ArrangeLink({ definition }: { definition: Pick<ContentDefinition, "table" | "title" | "order"> }) {
  const [params] = useSearchParams();
  const parent = definition.order?.parent;
  const chosen = parent ? params.get(parent.column.replace(/_id$/, "")) : null;
  const href = `/admin/arrange/${definition.table.replace(/_/g, "-")}${chosen ? `?parent=${encodeURIComponent(chosen)}` : ""}`;
  return (
    <Button asChild variant="outline">
      <AdminLink to={href}>
        <AdminIcon name="arrow-up-down" />
        Arrange {definition.title.toLowerCase()}
      </AdminLink>
    </Button>
  );
}
