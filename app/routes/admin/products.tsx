import { data, Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import type { Route } from "./+types/products";
import { requireStaff } from "~/auth/guard.server";
import { lastEditNotes } from "~/audit/last-edit.server";
import { emptyText, ListSearch, ListSummary, Pagination } from "~/components/admin/list-controls";
import { ListPage } from "~/components/admin/list-page";
import { NoticeToast } from "~/components/admin/notice";
import { decodeProductForm } from "~/components/admin/product/decode-product-form";
import { toFormValues } from "~/components/admin/product/form-values";
import { ProductForm } from "~/components/admin/product/product-form";
import { TaxonomySelects } from "~/components/admin/product/taxonomy-selects";
import { RecordTable } from "~/components/admin/record-table";
import { Thumbnail } from "~/components/admin/thumbnail";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { productHref } from "~/components/navigation/menu-tree";
import { pageAdminProducts, productListConfig } from "~/content/product/admin-list.server";
import { createProduct, deleteProduct, getProduct, updateProduct } from "~/content/product/repository.server";
import { productInput } from "~/content/product/schema";
import { taxonomyChoices, taxonomyIds } from "~/content/product/taxonomy-choices.server";
import { listSearch, parseListQuery } from "~/content/shared/list-query";
import { removingUploads } from "~/uploads/release-uploads.server";
import { handleCrudAction } from "./crud-action.server";

export const meta: Route.MetaFunction = () => [{ title: "Products | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const query = parseListQuery(params, productListConfig);
  const editId = Number(params.get("edit"));
  const editing = Number.isInteger(editId) && editId > 0 ? await getProduct(db, editId) : undefined;
  const { category, subcategory, type } = query.filters;
  const [page, origin, filterChoices, formChoices] = await Promise.all([
    pageAdminProducts(db, query),
    getActiveMediaOrigin(db),
    taxonomyChoices(db, { category_id: category, subcategory_id: subcategory, type_id: type }),
    params.has("new") || editing ? taxonomyChoices(db, taxonomyIds(editing)) : null,
  ]);
  const rows = page.rows.map((row) => ({ ...row, imageUrl: resolveMediaUrl(row.main_image, origin) }));
  return { lastEdits: await lastEditNotes(context.services.db, request, "product", page.rows), page: { ...page, rows }, query, sorts: productListConfig.sorts, filterChoices, formChoices, editing: editing ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  const result = await handleCrudAction(request, context, staff, {
    label: "Product",
    target: "product",
    get: getProduct,
    schema: productInput,
    decode: decodeProductForm,
    create: createProduct,
    update: updateProduct,
    // The record's images and catalogue go with it once nothing else uses them.
    remove: removingUploads(context.services, getProduct, deleteProduct),
  });
  if (result instanceof Response) return result;
  // A refused save shows the form again with what was chosen, names included.
  const taxonomy = result.data.values ? await taxonomyChoices(context.services.db, taxonomyIds(result.data.values as object)) : null;
  return data({ ...result.data, taxonomy }, result.init ?? undefined);
}

/** Another product to edit, or another list state, needs the loader; other form toggles need nothing new. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (listSearch(currentUrl.searchParams) !== listSearch(nextUrl.searchParams)) return true;
  const edit = nextUrl.searchParams.get("edit");
  if (nextUrl.searchParams.has("new") && !currentUrl.searchParams.has("new")) return true;
  return edit !== null && edit !== currentUrl.searchParams.get("edit");
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { editing, page, query, sorts, filterChoices, formChoices } = loaderData;
  const editingNow = editing && editing.id === Number(params.get("edit")) ? editing : null;
  const open = (params.has("new") || editingNow !== null) && formChoices !== null;
  return (
    <ListPage title="Products" addLabel="Add Product">
      <NoticeToast notice={actionData?.notice} />
      {open ? (
        <ProductForm
          key={editingNow?.id ?? "new"}
          recordId={editingNow?.id}
          values={toFormValues(actionData?.values ?? editingNow)}
          taxonomy={actionData?.taxonomy ?? formChoices}
          serverErrors={actionData?.fieldErrors}
        />
      ) : null}
      <ListSearch label="Search products" placeholder="Name or model number" q={query.q}>
        <div className="grid min-w-full gap-3 md:grid-cols-3">
          <TaxonomySelects
            key={params.toString()}
            options={filterChoices}
            names={{ category: "category", subcategory: "subcategory", type: "type" }}
            placeholders={{ category: "All categories", subcategory: "All subcategories", type: "All types" }}
            labels={{ category: "Filter by category", subcategory: "Filter by subcategory", type: "Filter by type" }}
            submitOnChange
          />
        </div>
      </ListSearch>
      <ListSummary page={page} noun={["product", "products"]} />
      <RecordTable
        caption="Products"
        rows={page.rows}
        rowName={(row) => row.name}
        empty={emptyText(query, "No products yet. Add the first one.")}
        order={{ ...query, sorts }}
        columns={[
          { header: "Image", cell: (row) => <Thumbnail src={row.imageUrl} /> },
          {
            header: "Name",
            sort: "name",
            cell: (row) => (
              <Link to={productHref(row)} className="font-medium hover:underline">
                {row.name}
              </Link>
            ),
          },
          { header: "Model number", sort: "model_number", cell: (row) => row.model_number ?? "" },
          { header: "Category", cell: (row) => row.category_name ?? "" },
          { header: "Subcategory", cell: (row) => row.subcategory_name ?? "" },
          { header: "Type", cell: (row) => row.type_name ?? "" },
          { header: "Added", sort: "created_at", cell: (row) => row.created_at.slice(0, 10) },
        ]}
      />
      <Pagination page={page} label="Product pages" />
    </ListPage>
  );
}
