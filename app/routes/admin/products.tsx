import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import type { Route } from "./+types/products";
import { requireStaff } from "~/auth/guard.server";
import { ContentScreen } from "~/components/admin/content/content-screen";
import { ProductForm } from "~/components/admin/product/product-form";
import { TaxonomySelects } from "~/components/admin/product/taxonomy-selects";
import { productDefinition } from "~/content/product/definition";
import { listSearch } from "~/content/shared/list-query";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/fields";
import { PublishingFilter } from "~/components/admin/content/publishing-filter";
import { LIFECYCLE_LABELS, LIFECYCLE_STATUSES } from "~/content/product/lifecycle";
import { loadProductScreen, saveProduct } from "./product-route.server";
import { historyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Products | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  return loadProductScreen(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return saveProduct(request, context, staff);
}

/** Another product to edit, another list state or the History's state needs the loader; other form toggles need nothing new. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (listSearch(currentUrl.searchParams) !== listSearch(nextUrl.searchParams) || historyChange(currentUrl, nextUrl)) return true;
  const edit = nextUrl.searchParams.get("edit");
  if (nextUrl.searchParams.has("new") && !currentUrl.searchParams.has("new")) return true;
  return edit !== null && edit !== currentUrl.searchParams.get("edit");
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { editing, page, query, filterChoices, formChoices, successor, attributes } = loaderData;
  const editingNow = editing && editing.id === Number(params.get("edit")) ? editing : null;
  return (
    <ContentScreen
      definition={productDefinition}
      page={page}
      query={query}
      actionData={actionData}
      editing={editingNow}
      formOpen={formChoices !== null}
      renderForm={(product, lastResult) => (
        <ProductForm
          // A draft saved or discarded, or a revision restored (the product saved anew), opens the form afresh.
          key={`${product?.id ?? "new"} ${loaderData.draft?.updatedAt ?? ""} ${editingNow?.updated_at ?? ""}`}
          editing={editingNow ?? undefined}
          lastResult={lastResult}
          taxonomy={actionData?.taxonomy ?? formChoices!}
          successor={actionData?.successor ?? successor ?? { chosen: null, fallback: [] }}
          attributes={actionData?.attributes ?? attributes ?? []}
        />
      )}
      publishingFilterInside
      actions={<ExchangeLinks params={params} />}
      filters={
        <div className="grid min-w-full gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
          <TaxonomySelects
            // Siblings' keys must differ: with both empty (no filter, no status) React kept a second set of selects.
            key={`taxonomy ${params.toString()}`}
            options={filterChoices}
            names={{ category: "category", subcategory: "subcategory", type: "type" }}
            placeholders={{ category: "All categories", subcategory: "All subcategories", type: "All types" }}
            labels={{ category: "Filter by category", subcategory: "Filter by subcategory", type: "Filter by type" }}
            submitOnChange
          />
          <SelectField
            label="Filter by status"
            name="status"
            placeholder="All statuses"
            options={LIFECYCLE_STATUSES.map((status) => ({ value: status, label: LIFECYCLE_LABELS[status] }))}
            defaultValue={query.choices?.status ?? ""}
            key={`status ${query.choices?.status ?? ""}`}
          />
          <PublishingFilter query={query} />
        </div>
      }
    />
  );
}

/** Import, and export of the products this list shows (its search and filters; all of them without any), decision 039. */
function ExchangeLinks({ params }: { params: URLSearchParams }) {
  const shown = new URLSearchParams(listSearch(params));
  for (const name of ["page", "sort", "dir"]) shown.delete(name);
  const query = shown.size > 0 ? `?${shown.toString()}` : "";
  const which = query ? "the products this list shows" : "all products";
  return (
    <>
      <Button asChild variant="outline">
        <AdminLink to="/admin/products/import">
          <AdminIcon name="upload" />
          Import
        </AdminLink>
      </Button>
      <Button asChild variant="outline">
        <a href={`/admin/products/export.csv${query}`} download title={`Export ${which} as CSV`}>
          <AdminIcon name="download" />
          Export CSV
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={`/admin/products/export.json${query}`} download title={`Export ${which} as JSON`}>
          <AdminIcon name="download" />
          Export JSON
        </a>
      </Button>
    </>
  );
}
