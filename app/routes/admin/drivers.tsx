import type { FieldMetadata } from "@conform-to/react";
import { useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import type { Route } from "./+types/drivers";
import { requireStaff } from "~/auth/guard.server";
import { driverCategoryDefinition } from "~/content/driver-category/definition";
import { ArrangeLink } from "~/components/admin/arrange/arrange-link";
import { ContentScreen } from "~/components/admin/content/content-screen";
import { DriverCategoryForm, DriverCategoryTable } from "~/components/admin/driver-categories";
import { type DriverFile, DriverFileField } from "~/components/admin/driver-file-field";
import { FileFacts } from "~/components/admin/driver-file-facts";
import type { ComboOption } from "~/components/admin/combobox";
import { ProductLinksField } from "~/components/admin/product-links-field";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/fields";
import { driverDefinition } from "~/content/driver/definition";
import { DOWNLOAD_KIND_LABELS, DOWNLOAD_KINDS } from "~/content/driver/kinds";
import { withParams } from "~/content/shared/list-query";
import { loadDriversScreen, saveDriversScreen } from "./drivers-route.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Drivers | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "drivers");
  return loadDriversScreen(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "drivers");
  return saveDriversScreen(request, context, staff);
}

export const shouldRevalidate = searchOnlyChange;

type DriverRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const KIND_OPTIONS = DOWNLOAD_KINDS.map((kind) => ({ value: kind, label: DOWNLOAD_KIND_LABELS[kind] }));
const PRODUCT_OPTIONS = "/api/admin/download-product-options";
type ProductChoices = { chosen: ComboOption[]; fallback: ComboOption[] };

/** Drivers and their categories: the content screen, with the category form and table beside it. */
export default function Drivers({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, categories, categoryRows } = loaderData;
  const editing = page.rows.find((driver) => driver.id === Number(params.get("edit")));
  const addingCategory = params.get("new") === "category";
  const editingCategory = categoryRows.find((category) => category.id === Number(params.get("edit_category")));
  const filter = query.filters.driver_category ?? "";
  const kind = query.choices?.kind ?? "";
  const posted = actionData && "products" in actionData ? actionData.products : null;
  const products = (posted as ProductChoices | null) ?? loaderData.products ?? { chosen: [], fallback: [] };
  const file = (meta: FieldMetadata<any>) => <DriverFileField name={meta.name} initial={initialFile(meta, editing)} error={meta.errors?.[0]} />;
  const productLinks = (meta: FieldMetadata<any>) => (
    <ProductLinksField
      key={meta.key}
      name={meta.name}
      label={driverDefinition.fields.product_ids.label}
      hint={driverDefinition.fields.product_ids.hint}
      source={PRODUCT_OPTIONS}
      chosen={products.chosen}
      fallback={products.fallback}
      error={meta.errors?.[0]}
    />
  );
  return (
    <ContentScreen
      definition={driverDefinition}
      page={page}
      query={query}
      actionData={actionData}
      formOpen={!addingCategory && !editingCategory}
      choices={{ driverCategories: { options: categories }, downloadKinds: { options: KIND_OPTIONS } }}
      custom={{ download_link: file, product_ids: productLinks }}
      actions={
        <>
          <ArrangeLink definition={driverCategoryDefinition} />
          <Button asChild variant="outline">
            <AdminLink to={withParams(params, { new: "category" })} preventScrollReset>
              <AdminIcon name="folder-plus" />
              Add Category
            </AdminLink>
          </Button>
        </>
      }
      banner={
        addingCategory || editingCategory ? (
          <DriverCategoryForm
            key={editingCategory?.id ?? "new"}
            editing={editingCategory}
            lastResult={actionData?.result}
            lastEdit={editingCategory ? (loaderData.lastCategoryEdits[editingCategory.id] ?? null) : null}
          />
        ) : null
      }
      filters={
        <>
          <SelectField label="Filter by category" name="driver_category" placeholder="All categories" options={categories} defaultValue={filter} key={`category ${filter}`} />
          <SelectField label="Filter by kind" name="kind" placeholder="All kinds" options={KIND_OPTIONS} defaultValue={kind} key={`kind ${kind}`} />
        </>
      }
      cells={{
        File: (row: DriverRow) => <FileFacts row={row} />,
        Download: (row: DriverRow) =>
          row.href ? (
            <a href={row.href} target="_blank" rel="noopener" className="font-medium whitespace-nowrap text-brand-700 underline dark:text-brand-100">
              Download Driver
              <span className="sr-only">
                {" "}
                {row.name} {row.version ?? ""} (opens in a new tab)
              </span>
            </a>
          ) : null,
      }}
    >
      <DriverCategoryTable rows={categoryRows} />
    </ContentScreen>
  );
}

/** The file shown when the form opens: what was just posted (after a refused save), else the driver's own. */
function initialFile(meta: FieldMetadata<any>, editing: DriverRow | undefined): DriverFile | null {
  const link = typeof meta.initialValue === "string" ? meta.initialValue : "";
  if (editing && link === editing.download_link) {
    return { link, href: editing.href, fileName: editing.file_name, size: editing.file_size, checksum: editing.checksum_sha256 };
  }
  return link ? { link, href: link.startsWith("/") ? link : null, fileName: null, size: null, checksum: null } : null;
}
