import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/types";
import { requireStaff } from "~/auth/guard.server";
import { lastEditNotes } from "~/audit/last-edit.server";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { EditorForm } from "~/components/admin/editor-form";
import { type SelectGroup, SelectField, TextAreaField } from "~/components/ui/fields";
import { FormDialog } from "~/components/admin/form-dialog";
import { valueOf } from "~/components/admin/form-values";
import { ImageField } from "~/components/admin/image-field";
import { ListPage } from "~/components/admin/list-page";
import { emptyText, ListSearch, ListSummary, Pagination } from "~/components/admin/list-controls";
import { parseListQuery } from "~/content/shared/list-query";
import { NoticeToast } from "~/components/admin/notice";
import { RecordTable } from "~/components/admin/record-table";
import { Thumbnail } from "~/components/admin/thumbnail";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { useFormErrors } from "~/components/admin/use-form-errors";
import { useHydrated } from "~/components/admin/use-hydrated";
import { createProductType, deleteProductType, pageProductTypes, productTypeListConfig, updateProductType, getProductType } from "~/content/product-type/repository.server";
import { type ProductType, productTypeInput } from "~/content/product-type/schema";
import { listSubcategories } from "~/content/subcategory/repository.server";
import { removingUploads } from "~/uploads/release-uploads.server";
import { handleCrudAction } from "./crud-action.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Types | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const { db } = context.services;
  const query = parseListQuery(new URL(request.url).searchParams, productTypeListConfig);
  const [page, subcategories, origin] = await Promise.all([pageProductTypes(db, query), listSubcategories(db), getActiveMediaOrigin(db)]);
  const rows = page.rows.map((row) => ({ ...row, imageUrl: resolveMediaUrl(row.image, origin) }));
  // Subcategories grouped under their category, so equal names in two categories stay distinguishable.
  const groups = new Map<string, SelectGroup>();
  for (const subcategory of subcategories) {
    const group = groups.get(subcategory.category_name) ?? { label: subcategory.category_name, options: [] };
    group.options.push({ value: subcategory.id, label: subcategory.name });
    groups.set(subcategory.category_name, group);
  }
  const subcategoryGroups = [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
  return { lastEdits: await lastEditNotes(context.services.db, request, "type", page.rows), page: { ...page, rows }, query, sorts: productTypeListConfig.sorts, subcategoryGroups };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return handleCrudAction(request, context, staff, {
    label: "Type",
    target: "type",
    get: getProductType,
    schema: productTypeInput,
    create: createProductType,
    update: updateProductType,
    // The record's images and catalogue go with it once nothing else uses them.
    remove: removingUploads(context.services, getProductType, deleteProductType),
  });
}

export const shouldRevalidate = searchOnlyChange;

export default function Types({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, sorts } = loaderData;
  const editing = page.rows.find((row) => row.id === Number(params.get("edit")));
  const deleting = page.rows.find((row) => row.id === Number(params.get("delete")));
  const open = params.has("new") || editing !== undefined;
  return (
    <ListPage title="Types" addLabel="Add Type">
      <NoticeToast notice={actionData?.notice} />
      {open ? (
        <TypeForm
          key={editing?.id ?? "new"}
          editing={editing}
          subcategoryGroups={loaderData.subcategoryGroups}
          values={actionData?.values}
          serverErrors={actionData?.fieldErrors}
        />
      ) : null}
      {deleting ? <ConfirmDelete id={deleting.id} name={deleting.name} question="Are you sure you want to delete this type?" /> : null}
      <ListSearch label="Search types" placeholder="Name" q={query.q}>
        <SelectField
          label="Filter by subcategory"
          name="subcategory"
          placeholder="All subcategories"
          groups={loaderData.subcategoryGroups}
          defaultValue={query.filters.subcategory ?? ""}
          key={query.filters.subcategory ?? ""}
        />
      </ListSearch>
      <ListSummary page={page} noun={["type", "types"]} />
      <RecordTable
        caption="Types"
        rows={page.rows}
        rowName={(row) => row.name}
        deleteMode="confirm"
        empty={emptyText(query, "No types yet. Add a subcategory first, then its types.")}
        order={{ ...query, sorts }}
        columns={[
          { header: "Image", cell: (row) => <Thumbnail src={row.imageUrl} /> },
          { header: "Name", sort: "name", cell: (row) => <span className="font-medium">{row.name}</span> },
          { header: "Subcategory", sort: "subcategory", cell: (row) => row.subcategory_name },
          { header: "Category", cell: (row) => row.category_name },
        ]}
      />
      <Pagination page={page} label="Type pages" />
    </ListPage>
  );
}

type FormProps = { editing?: ProductType; subcategoryGroups: SelectGroup[]; values: unknown; serverErrors?: Record<string, string> };

function TypeForm({ editing, subcategoryGroups, values, serverErrors }: FormProps) {
  const hydrated = useHydrated();
  const { errors, onSubmit } = useFormErrors(productTypeInput, serverErrors);
  const shown = values ?? editing;
  const title = editing ? "Edit Type" : "Add Type";
  return (
    <FormDialog title={title}>
      <EditorForm title={title} recordId={editing?.id} onSubmit={onSubmit} bare={hydrated}>
        <CountedInputField label="Name" name="name" max={maxLengthOf(productTypeInput.shape.name)} marked required defaultValue={valueOf(shown, "name")} error={errors.name} />
        <SelectField
          label="Subcategory"
          name="subcategory_id"
          marked
          required
          placeholder="Select subcategory"
          groups={subcategoryGroups}
          defaultValue={valueOf(shown, "subcategory_id")}
          error={errors.subcategory_id}
        />
        <TextAreaField label="Description" name="description" defaultValue={valueOf(shown, "description")} error={errors.description} />
        <ImageField name="image" label="Image" defaultValue={valueOf(shown, "image")} error={errors.image} hint="Recommended size 400x300 px." />
      </EditorForm>
    </FormDialog>
  );
}
