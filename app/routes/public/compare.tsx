import { data, Form, redirect, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/compare";
import { useHydrated } from "~/components/admin/use-hydrated";
import { type CompareColumn, CompareTable } from "~/components/compare/compare-table";
import { DifferencesSwitch } from "~/components/compare/differences-switch";
import { COMPARE_ACTION, COMPARE_LIMIT, compareHref } from "~/components/compare/compare-tray";
import { COMPARE_FULL, parseIds, trayOf } from "~/components/compare/tray-cookie";
import { Icon } from "~/components/icons/icon";
import { productHref } from "~/components/navigation/menu-tree";
import { AppLink } from "~/components/ui/app-link";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Button } from "~/components/ui/button";
import { type ComparisonSection, differencesOnly } from "~/content/product/comparison";
import { loadComparison } from "~/content/product/comparison.server";
import { responsiveImages } from "~/media/responsive-images.server";
import { safeLocalPath } from "~/security/safe-redirect";
import { pageMeta, siteOf } from "~/seo/page-meta";
import { servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(siteOf(matches), {
    title: "Compare products",
    description: "Products side by side: lifecycle status, key attributes and every specification.",
    url: null,
  }),
  // One visitor's choice of products: nothing for search engines to index.
  { name: "robots", content: "noindex" },
];

/** Answers that depend on the visitor's cookie: no cache may keep them (decision 032). */
const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * /compare?ids=1,2,3: those products side by side (ids of no product are ignored, at most four).
 * The URL is the comparison, so it can be shared and is cached like any public page. /compare
 * alone is the visitor's tray: it leads to the tray's comparison, or says how to start one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const listed = url.searchParams.get("ids");
  if (listed === null) {
    const tray = trayOf(request.headers.get("Cookie"));
    if (tray.length > 0) throw redirect(compareHref(tray), { headers: PRIVATE });
    return data(comparison([], [], null, url), { headers: PRIVATE });
  }
  const asked = parseIds(listed);
  const { products, sections } = await loadComparison(db, asked.slice(0, COMPARE_LIMIT));
  const images = await responsiveImages(
    db,
    products.map((product) => product.main_image),
  );
  const columns = products.map((product, i) => ({
    id: product.id,
    name: product.name,
    href: productHref(product),
    model_number: product.model_number,
    status: product.lifecycle_status,
    image: images[i],
  }));
  return comparison(columns, sections, notice(url, columns, asked.length), url);
}

type Column = Omit<CompareColumn, "removeTo">;

/** What the page shows: the products, their rows, what to say, and where "Continue browsing" leads. */
function comparison(products: Column[], sections: ComparisonSection[], message: string | null, url: URL) {
  return { products, sections, notice: message, back: safeLocalPath(url.searchParams.get("back")) };
}

/** What the form that led here did (a product card's without JavaScript), or that only four are shown. */
function notice(url: URL, products: Column[], asked: number): string | null {
  if (url.searchParams.has("full")) return COMPARE_FULL;
  const added = products.find((product) => String(product.id) === url.searchParams.get("added"));
  if (added) return `${added.name} was added to the comparison.`;
  if (asked > COMPARE_LIMIT) return `Only the first ${COMPARE_LIMIT} products are compared.`;
  return null;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** "Differences only" changes what is shown of the same rows: the loader need not run again for it. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutSwitch = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("diff");
    params.sort();
    return `${url.pathname}?${params}`;
  };
  if (formMethod === undefined && withoutSwitch(currentUrl) === withoutSwitch(nextUrl)) return false;
  return defaultShouldRevalidate;
}

const pageHref = (ids: number[], differences: boolean) => (ids.length > 0 && differences ? `${compareHref(ids)}&diff=1` : compareHref(ids));

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { products, sections, notice, back } = loaderData;
  const hydrated = useHydrated();
  // The switch's next address while it applies, so the rows change at once.
  const current = useLocation();
  const next = useNavigation().location;
  const { search } = next?.pathname === "/compare" ? next : current;
  const differences = products.length > 1 && new URLSearchParams(search).get("diff") === "1";
  const ids = products.map((product) => product.id);
  const shown = differences ? differencesOnly(sections) : sections;
  const columns = products.map((product) => ({ ...product, removeTo: pageHref(ids.filter((id) => id !== product.id), differences) }));
  return (
    <main className="compare-page mx-auto max-w-7xl px-4 py-6">
      <div className="print:hidden">
        <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Products", to: "/products" }, { label: "Compare products" }]} />
      </div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Compare products</h1>
      {notice ? (
        <p role="status" className="compare-notice">
          {notice}
        </p>
      ) : null}
      {products.length === 0 ? (
        <div className="py-12 text-center">
          <p className="text-lg font-medium">Choose up to {COMPARE_LIMIT} products to compare</p>
          <p className="mt-2 text-muted">Press Compare on a product, in a list or on its page, to add it here.</p>
          <Button asChild className="mt-6">
            <AppLink to="/products">Browse products</AppLink>
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
            <p className="text-sm text-muted">{`${products.length} of ${COMPARE_LIMIT} products`}</p>
            <div className="flex flex-wrap items-center gap-3">
              {products.length > 1 ? <DifferencesSwitch ids={ids} on={differences} href={(on) => pageHref(ids, on)} /> : null}
              {hydrated ? (
                <Button variant="outline" size="sm" onClick={() => window.print()}>
                  <Icon name="printer" />
                  Print
                </Button>
              ) : null}
              <Form method="post" action={COMPARE_ACTION}>
                <input type="hidden" name="redirectTo" value="/compare" />
                <Button type="submit" name="intent" value="clear" variant="outline" size="sm">
                  Remove all
                </Button>
              </Form>
            </div>
          </div>
          {products.length > 1 && !differences ? <p className="mt-2 text-xs text-muted print:hidden">Rows where the products differ are marked with a bar and bold values.</p> : null}
          {differences && shown.length === 0 ? <p className="mt-4 text-muted">These products have the same value in every listed row.</p> : null}
          <div className="mt-4">
            <CompareTable products={columns} sections={shown} marked={products.length > 1 && !differences} />
          </div>
          {products.length < COMPARE_LIMIT || back ? (
            <p className="mt-6 print:hidden">
              <AppLink to={back ?? "/products"} className="more-link">
                {back ? "Continue browsing" : "Add more products"}
              </AppLink>
            </p>
          ) : null}
        </>
      )}
    </main>
  );
}
