import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/products";
import { CatalogueSidebar, SidebarMobileTrigger } from "~/components/catalogue/catalogue-sidebar";
import { ProductCard } from "~/components/catalogue/product-card";
import { filterHref, resolveProductFilter, toSidebarTree } from "~/components/catalogue/product-filter";
import { pictureSources } from "~/components/catalogue/picture-sources.server";
import { readSidebarCookie, SidebarProvider } from "~/components/catalogue/sidebar-state";
import { NotFound } from "~/components/feedback/not-found";
import { productHref } from "~/components/navigation/menu-tree";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { getCachedNavigationTree } from "~/content/navigation/cache.server";
import { listProducts, productCountsByTaxonomy } from "~/content/product/repository.server";
import { siteOrigin } from "~/seo/site-origin";

/** A card is a half, third or quarter of the content column (2/3/4 columns). */
const CARD_SIZES = "(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 50vw";

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [{ title: "Page not found" }];
  const description = page.heading === "All Products"
    ? "Industrial panel PCs, box PCs, rack-mount computers, motherboards, switches, converters, kiosks and GPS trackers."
    : `${page.heading}: industrial computing products.`;
  return [
    { title: `${page.heading} | Products` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: page.canonical },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.services;
  const url = new URL(request.url);
  const [tree, counts] = await Promise.all([getCachedNavigationTree(db), productCountsByTaxonomy(db)]);
  const filter = resolveProductFilter(tree, url.searchParams);
  if (!filter) throw data(null, { status: 404 });
  const products = await listProducts(db, { categoryId: filter.category?.id, subcategoryId: filter.subcategory?.id, typeId: filter.type?.id });
  const images = await pictureSources(db, products.map((product) => product.main_image), CARD_SIZES);
  const selected = filter.type ?? filter.subcategory ?? filter.category;
  const query = filter.type
    ? filterHref.type(filter.category!.id, filter.subcategory!.id, filter.type.id)
    : filter.subcategory
      ? filterHref.subcategory(filter.category!.id, filter.subcategory.id)
      : filter.category
        ? filterHref.category(filter.category.id)
        : filterHref.all();
  return {
    filter,
    heading: selected?.name ?? "All Products",
    canonical: `${siteOrigin(request, env.PUBLIC_URL)}${query}`,
    sidebar: toSidebarTree(tree, counts),
    total: counts.total,
    sidebarOpen: readSidebarCookie(request.headers.get("Cookie")),
    products: products.map((product, i) => ({
      id: product.id,
      name: product.name,
      href: productHref(product),
      image: images[i],
      model_number: product.model_number,
      category_name: product.category_name,
    })),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { filter, heading, sidebar, total, sidebarOpen, products } = loaderData;
  const crumbs: Crumb[] = [
    { label: "Home", to: "/" },
    { label: "Products", to: filterHref.all() },
    ...(filter.category ? [{ label: filter.category.name, to: filterHref.category(filter.category.id) }] : []),
    ...(filter.category && filter.subcategory
      ? [{ label: filter.subcategory.name, to: filterHref.subcategory(filter.category.id, filter.subcategory.id) }]
      : []),
    ...(filter.type ? [{ label: filter.type.name }] : []),
  ];
  const emptyText = filter.category ? `No products found in ${heading}` : "No products available";

  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <div className="mx-auto flex max-w-7xl">
        <CatalogueSidebar categories={sidebar} total={total} filter={filter} />
        <main className="min-w-0 flex-1 px-4 py-6 md:px-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Breadcrumbs items={crumbs} />
            <SidebarMobileTrigger />
          </div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
          {/* 'Loading products...' while a filter loads comes from the layout's pending status. */}
          {products.length === 0 ? (
            <p className="py-16 text-center text-slate-600 dark:text-slate-300">{emptyText}</p>
          ) : (
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
              {products.map((product, i) => (
                <li key={product.id}>
                  <ProductCard product={product} priority={i < 4} titleLevel="h2" />
                </li>
              ))}
            </ul>
          )}
        </main>
      </div>
    </SidebarProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
