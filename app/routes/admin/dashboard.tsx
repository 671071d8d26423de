import { Boxes, FolderTree, Lightbulb, type LucideIcon, Package } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/auth/guard.server";
import { countCategories } from "~/content/category/repository.server";
import { countProducts } from "~/content/product/repository.server";
import { countSolutions } from "~/content/solution/repository.server";
import { countSubcategories } from "~/content/subcategory/repository.server";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const [categories, subcategories, products, solutions] = await Promise.all([
    countCategories(db),
    countSubcategories(db),
    countProducts(db),
    countSolutions(db),
  ]);
  return { counts: { categories, subcategories, products, solutions } };
}

type Tile = { label: string; value: number; icon: LucideIcon; to: string };

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const tiles: Tile[] = [
    { label: "Categories", value: counts.categories, icon: FolderTree, to: "/admin/categories" },
    { label: "Subcategories", value: counts.subcategories, icon: Boxes, to: "/admin/subcategories" },
    { label: "Products", value: counts.products, icon: Package, to: "/admin/products" },
    { label: "Solutions", value: counts.solutions, icon: Lightbulb, to: "/admin/solutions" },
  ];
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold">
        Dashboard
      </h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <TileCard {...tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TileCard({ label, value, icon: Icon, to }: Tile) {
  return (
    <Link
      to={to}
      className="flex items-center justify-between rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
    >
      <span>
        <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">{label}</span>
        <span className="mt-1 block text-3xl font-bold tabular-nums">{value}</span>
      </span>
      <Icon className="size-8 text-brand-600 dark:text-brand-100" aria-hidden="true" />
    </Link>
  );
}

