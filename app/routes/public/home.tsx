import { Link } from "react-router";
import type { Route } from "./+types/home";
import { listCategories } from "~/content/category/repository.server";

export const meta: Route.MetaFunction = () => [
  { title: "Industrial computing solutions" },
  { name: "description", content: "Industrial panel PCs, box PCs, rack-mount computers, motherboards, switches and more." },
];

export async function loader({ context }: Route.LoaderArgs) {
  const categories = await listCategories(context.services.db);
  return { categories: categories.map(({ id, name, small_content }) => ({ id, name, small_content })) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Leading Technology Solutions Provider</h1>
      <h2 className="mt-12 text-2xl font-semibold">Our Product Portfolio</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/products?category=${category.id}`}
              className="block h-full rounded-lg border border-slate-200 p-5 hover:border-brand-500 dark:border-slate-800"
            >
              <span className="font-semibold">{category.name}</span>
              {category.small_content ? (
                <span className="mt-2 block text-sm text-slate-600 dark:text-slate-300">{category.small_content}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
