import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import type { Route } from "./+types/products";
import { requireAdmin } from "~/auth/guard.server";
import { ListPage } from "~/components/admin/list-page";
import { NoticeToast } from "~/components/admin/notice";
import { decodeProductForm } from "~/components/admin/product/decode-product-form";
import { toFormValues } from "~/components/admin/product/form-values";
import { ProductForm } from "~/components/admin/product/product-form";
import { RecordTable } from "~/components/admin/record-table";
import { Thumbnail } from "~/components/admin/thumbnail";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { productHref } from "~/components/navigation/menu-tree";
import { listCategories } from "~/content/category/repository.server";
import { listProductTypes } from "~/content/product-type/repository.server";
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from "~/content/product/repository.server";
import { productInput } from "~/content/product/schema";
import { listSubcategories } from "~/content/subcategory/repository.server";
import { handleCrudAction } from "./crud-action.server";

export const meta: Route.MetaFunction = () => [{ title: "Products | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const [cards, categories, subcategories, types, editing, origin] = await Promise.all([
    listProducts(db),
    listCategories(db),
    listSubcategories(db),
    listProductTypes(db),
    Number.isInteger(editId) && editId > 0 ? getProduct(db, editId) : undefined,
    getActiveMediaOrigin(db),
  ]);
  const products = cards.map((card) => ({ ...card, imageUrl: resolveMediaUrl(card.main_image, origin) }));
  const taxonomy = {
    categories: categories.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    subcategories: subcategories.map(({ id, name, category_id, category_name }) => ({ id, name, category_id, category_name })),
    types: types.map(({ id, name, subcategory_id, subcategory_name }) => ({ id, name, subcategory_id, subcategory_name })),
  };
  return { products, taxonomy, editing: editing ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return handleCrudAction(request, context, {
    label: "Product",
    schema: productInput,
    decode: decodeProductForm,
    create: createProduct,
    update: updateProduct,
    remove: deleteProduct,
  });
}

/** Opening the editor for another product needs that product; other form toggles need nothing new. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const edit = nextUrl.searchParams.get("edit");
  return edit !== null && edit !== currentUrl.searchParams.get("edit");
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { editing, taxonomy } = loaderData;
  const editingNow = editing && editing.id === Number(params.get("edit")) ? editing : null;
  const open = params.has("new") || editingNow !== null;
  return (
    <ListPage title="Products" addLabel="Add Product">
      <NoticeToast notice={actionData?.notice} />
      {open ? (
        <ProductForm
          key={editingNow?.id ?? "new"}
          recordId={editingNow?.id}
          values={toFormValues(actionData?.values ?? editingNow)}
          taxonomy={taxonomy}
          serverErrors={actionData?.fieldErrors}
        />
      ) : null}
      <RecordTable
        caption="Products"
        rows={loaderData.products}
        rowName={(row) => row.name}
        empty="No products yet. Add the first one."
        columns={[
          { header: "Image", cell: (row) => <Thumbnail src={row.imageUrl} /> },
          {
            header: "Name",
            cell: (row) => (
              <>
                <Link to={productHref(row)} className="font-medium hover:underline">
                  {row.name}
                </Link>
                {row.model_number ? <span className="block text-xs text-slate-600 dark:text-slate-300">{row.model_number}</span> : null}
              </>
            ),
          },
          { header: "Category", cell: (row) => row.category_name ?? "" },
          { header: "Subcategory", cell: (row) => row.subcategory_name ?? "" },
          { header: "Type", cell: (row) => row.type_name ?? "" },
        ]}
      />
    </ListPage>
  );
}
