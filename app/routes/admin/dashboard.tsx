import { Link } from "react-router";
import { AdminIcon } from "~/components/icons/admin-icon";
import type { Route } from "./+types/dashboard";
import { requireStaff } from "~/auth/guard.server";
import { mayEnter } from "~/auth/roles";
import { countCategories } from "~/content/category/repository.server";
import { countNewEnquiries } from "~/content/enquiry/repository.server";
import { countNewMessages } from "~/content/message/repository.server";
import { countProducts } from "~/content/product/repository.server";
import { countSolutions } from "~/content/solution/repository.server";
import { countSubcategories } from "~/content/subcategory/repository.server";
import { servicesContext } from "~/request-context";
import type { AdminIconName } from "~/components/icons/icon-names";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

/** Every role lands here; it counts only what the role may open (roles.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context, "dashboard");
  const { db } = context.get(servicesContext);
  const contentCounts = async () => {
    const [categories, subcategories, products, solutions] = await Promise.all([countCategories(db), countSubcategories(db), countProducts(db), countSolutions(db)]);
    return { categories, subcategories, products, solutions };
  };
  const inboxCounts = async () => {
    const [enquiries, messages] = await Promise.all([countNewEnquiries(db), countNewMessages(db)]);
    return { enquiries, messages };
  };
  const [counts, inbox] = await Promise.all([
    mayEnter(user.role, "content") ? contentCounts() : null,
    mayEnter(user.role, "inbox") ? inboxCounts() : null,
  ]);
  return { counts, inbox };
}

type Tile = { label: string; value: number; icon: AdminIconName; to?: string };

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, inbox } = loaderData;
  const tiles: Tile[] = counts
    ? [
        { label: "Categories", value: counts.categories, icon: "folder-tree", to: "/admin/categories" },
        { label: "Subcategories", value: counts.subcategories, icon: "boxes", to: "/admin/subcategories" },
        { label: "Products", value: counts.products, icon: "package", to: "/admin/products" },
        { label: "Solutions", value: counts.solutions, icon: "lightbulb", to: "/admin/solutions" },
      ]
    : [];
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold">
        Dashboard
      </h1>
      {tiles.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.label}>
              <TileCard {...tile} />
            </li>
          ))}
        </ul>
      ) : null}
      {inbox ? (
        <>
          <h2 className="mt-10 text-lg font-semibold">Inbox</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Product enquiries and support or contact messages not yet handled.</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <li>
              <TileCard label="New enquiries" value={inbox.enquiries} icon="inbox" to="/admin/inbox?kind=enquiry&status=new" />
            </li>
            <li>
              <TileCard label="New messages" value={inbox.messages} icon="mail" to="/admin/inbox?status=new" />
            </li>
          </ul>
        </>
      ) : null}
    </section>
  );
}

const tileClass = "flex items-center justify-between rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";

function TileCard({ label, value, icon, to }: Tile) {
  const content = (
    <>
      <span>
        <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">{label}</span>
        <span className="mt-1 block text-3xl font-bold tabular-nums">{value}</span>
      </span>
      <AdminIcon name={icon} className="size-8 text-brand-600 dark:text-brand-100" />
    </>
  );
  return to ? (
    <Link to={to} className={`${tileClass} hover:border-brand-500`}>
      {content}
    </Link>
  ) : (
    <div className={tileClass}>{content}</div>
  );
}

