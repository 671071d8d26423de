import { AppLink } from "~/components/ui/app-link";
import { type LifecycleStatus, lifecycleNotice } from "~/content/product/lifecycle";

type LifecycleNoticeProps = { status: LifecycleStatus; lastOrderDate: string | null; successor: { name: string; href: string } | null };

/** Past Active, the product page says so: the last-order date, and the product that replaces it. */
export function LifecycleNotice({ status, lastOrderDate, successor }: LifecycleNoticeProps) {
  const text = lifecycleNotice(status, lastOrderDate);
  if (!text) return null;
  return (
    <aside aria-label="Product lifecycle" className="lifecycle-notice">
      <p>{text}</p>
      {successor ? (
        <p className="mt-1">
          Successor:{" "}
          <AppLink to={successor.href} className="font-semibold underline">
            {successor.name}
          </AppLink>
        </p>
      ) : null}
    </aside>
  );
}
