import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/products";
import {
  CatalogueSidebar,
  SidebarMobileTrigger,
} from "~/components/catalogue/catalogue-sidebar";
import { Pagination } from "~/components/catalogue/pagination";
import { ProductCard, productCardData } from "~/components/catalogue/product-card";
import { CompareToggle } from "~/components/compare/compare-tray";
import {
  filterHref,
  type ResolvedFilter,
} from "~/components/catalogue/product-filter";
import { listHref, PAGE_SIZE } from "~/components/catalogue/product-list-query";
import { loadProductList } from "~/content/product/public-list.server";
import { responsiveImages } from "~/media/responsive-images.server";
import {
  readSidebarCookie,
  SidebarProvider,
} from "~/components/catalogue/sidebar-state";
import { SortForm } from "~/components/catalogue/sort-form";
import { DiscontinuedFilter } from "~/components/catalogue/discontinued-filter";
import { FacetFilters } from "~/components/catalogue/facet-filters";
import { NotFound } from "~/components/feedback/not-found";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { breadcrumbData, pageMeta, siteOf } from "~/seo/page-meta";
import { siteOrigin } from "~/seo/site-origin";
import { servicesContext } from "~/request-context";

/** A card is a half, third or quarter of the content column (2/3/4 columns). */
const CARD_SIZES = "(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 50vw";

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const site = siteOf(matches);
  if (!page)
    return pageMeta(site, {
      title: "Page not found",
      description: "The page you are looking for does not exist.",
      url: null,
    });
  const description =
    page.heading === "All Products"
      ? "Industrial panel PCs, box PCs, rack-mount computers, motherboards, switches, converters, kiosks and GPS trackers."
      : `${page.heading}: industrial computing products.`;
  const pageSuffix = page.state.page > 1 ? `, page ${page.state.page}` : "";
  return [
    ...pageMeta(site, {
      title: `${page.heading}${pageSuffix}`,
      description,
      url: page.links.canonical,
      structuredData: [
        breadcrumbData(
          site,
          trail(page.filter).map((crumb) => ({
            name: crumb.label,
            path: crumb.to,
          })),
        ),
      ],
    }),
    ...(page.links.prev
      ? [{ tagName: "link", rel: "prev", href: page.links.prev }]
      : []),
    ...(page.links.next
      ? [{ tagName: "link", rel: "next", href: page.links.next }]
      : []),
  ];
};

/** Home, Products, then the chosen category, sub-category and type: the visible crumbs and the structured data. */
function trail(filter: ResolvedFilter): Array<{ label: string; to: string }> {
  const { category, subcategory, type } = filter;
  return [
    { label: "Home", to: "/" },
    { label: "Products", to: filterHref.all() },
    ...(category
      ? [{ label: category.name, to: filterHref.category(category.id) }]
      : []),
    ...(category && subcategory
      ? [
          {
            label: subcategory.name,
            to: filterHref.subcategory(category.id, subcategory.id),
          },
        ]
      : []),
    ...(category && subcategory && type
      ? [
          {
            label: type.name,
            to: filterHref.type(category.id, subcategory.id, type.id),
          },
        ]
      : []),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  const list = await loadProductList(db, new URL(request.url).searchParams);
  if (!list) throw data(null, { status: 404 });
  const { filter, state, pageCount, products } = list;
  const images = await responsiveImages(
    db,
    products.map((product) => product.main_image),
  );
  // Absolute URLs of this page and its neighbours: the filters, sort and page, nothing else.
  const origin = siteOrigin(request, env.PUBLIC_URL);
  const pageUrl = (page: number) =>
    `${origin}${listHref(filter, { ...state, page })}`;
  return {
    filter,
    state,
    pageCount,
    total: list.total,
    heading:
      (filter.type ?? filter.subcategory ?? filter.category)?.name ??
      "All Products",
    links: {
      canonical: pageUrl(state.page),
      prev: state.page > 1 ? pageUrl(state.page - 1) : null,
      next: state.page < pageCount ? pageUrl(state.page + 1) : null,
    },
    // Only what the filters show of each attribute.
    facets: list.facets
      ? {
          attributes: list.facets.attributes.map(({ id, name, kind, unit, options }) => ({ id, name, kind, unit, options })),
          counts: list.facets.counts,
        }
      : null,
    sidebar: list.sidebar,
    allCount: list.allCount,
    sidebarOpen: readSidebarCookie(request.headers.get("Cookie")),
    // The id for the card's Compare toggle; home page cards, without one, do not carry it.
    products: products.map((product, i) => ({ ...productCardData(product, images[i]), id: product.id })),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const {
    filter,
    state,
    pageCount,
    total,
    heading,
    sidebar,
    allCount,
    sidebarOpen,
    products,
    facets,
  } = loaderData;
  // The type, the deepest level, is the page itself: plain text, not a link.
  const crumbs: Crumb[] = trail(filter).map((crumb, i, all) =>
    filter.type && i === all.length - 1 ? { label: crumb.label } : crumb,
  );
  const emptyText = state.facets?.length
    ? "No products match these filters"
    : filter.category
    ? `No products found in ${heading}`
    : "No products available";

  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <div className="mx-auto flex max-w-7xl">
        <CatalogueSidebar
          categories={sidebar}
          total={allCount}
          filter={filter}
          discontinued={state.discontinued}
        />
        <main className="min-w-0 flex-1 px-4 py-6 md:px-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Breadcrumbs items={crumbs} />
            <SidebarMobileTrigger />
          </div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            {heading}
          </h1>
          {facets ? <FacetFilters filter={filter} state={state} attributes={facets.attributes} counts={facets.counts} /> : null}
          {/* 'Loading products...' while a filter loads comes from the layout's pending status. */}
          {products.length === 0 ? (
            <>
              <div className="mt-4 flex justify-end">
                <DiscontinuedFilter filter={filter} sort={state.sort} shown={state.discontinued === true} facets={state.facets} />
              </div>
              <p className="py-16 text-center text-muted">{emptyText}</p>
            </>
          ) : (
            <>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted">
                  {resultRange(state.page, products.length, total)}
                </p>
                <div className="flex flex-wrap items-center gap-4">
                  <DiscontinuedFilter filter={filter} sort={state.sort} shown={state.discontinued === true} facets={state.facets} />
                  <SortForm filter={filter} sort={state.sort} discontinued={state.discontinued} facets={state.facets} />
                </div>
              </div>
              <ul
                aria-label="Products"
                className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
              >
                {products.map((product, i) => (
                  <li key={product.href} className="relative">
                    <ProductCard
                      product={product}
                      priority={i < 4}
                      titleLevel="h2"
                      sizes={CARD_SIZES}
                    />
                    {/* Beside the card's link, not in it: a form cannot sit inside a link. */}
                    <CompareToggle id={product.id} name={product.name} className="compare-on-card" />
                  </li>
                ))}
              </ul>
              <Pagination
                current={state.page}
                last={pageCount}
                href={(page) => listHref(filter, { ...state, page })}
              />
            </>
          )}
        </main>
      </div>
    </SidebarProvider>
  );
}

/** "24 products" on a single page, "Showing 25–48 of 120 products" when there are more. */
function resultRange(page: number, shown: number, total: number): string {
  const count = (n: number) => n.toLocaleString("en-US");
  const noun = total === 1 ? "product" : "products";
  if (total <= PAGE_SIZE) return `${count(total)} ${noun}`;
  const first = (page - 1) * PAGE_SIZE + 1;
  return `Showing ${count(first)}–${count(first + shown - 1)} of ${count(total)} ${noun}`;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
