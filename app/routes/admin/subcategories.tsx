import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/subcategories";
import { requireStaff } from "~/auth/guard.server";
import { lastEditNotes } from "~/audit/last-edit.server";
import { EditorForm } from "~/components/admin/editor-form";
import { SelectField, type SelectOption, TextAreaField } from "~/components/ui/fields";
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
import { listCategories } from "~/content/category/repository.server";
import { createSubcategory, deleteSubcategory, pageSubcategories, subcategoryListConfig, updateSubcategory, getSubcategory } from "~/content/subcategory/repository.server";
import { type Subcategory, subcategoryInput } from "~/content/subcategory/schema";
import { removingUploads } from "~/uploads/release-uploads.server";
import { handleCrudAction } from "./crud-action.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Subcategories | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const { db } = context.services;
  const query = parseListQuery(new URL(request.url).searchParams, subcategoryListConfig);
  const [page, categories, origin] = await Promise.all([pageSubcategories(db, query), listCategories(db), getActiveMediaOrigin(db)]);
  const rows = page.rows.map((row) => ({ ...row, imageUrl: resolveMediaUrl(row.image, origin) }));
  const categoryOptions = categories
    .map(({ id, name }) => ({ value: id, label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { lastEdits: await lastEditNotes(context.services.db, request, "subcategory", page.rows), page: { ...page, rows }, query, sorts: subcategoryListConfig.sorts, categoryOptions };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return handleCrudAction(request, context, staff, {
    label: "Subcategory",
    target: "subcategory",
    get: getSubcategory,
    schema: subcategoryInput,
    create: createSubcategory,
    update: updateSubcategory,
    // The record's images and catalogue go with it once nothing else uses them.
    remove: removingUploads(context.services, getSubcategory, deleteSubcategory),
  });
}

export const shouldRevalidate = searchOnlyChange;

export default function Subcategories({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, sorts } = loaderData;
  const editing = page.rows.find((row) => row.id === Number(params.get("edit")));
  const open = params.has("new") || editing !== undefined;
  return (
    <ListPage title="Subcategories" addLabel="Add Subcategory">
      <NoticeToast notice={actionData?.notice} />
      {open ? (
        <SubcategoryForm
          key={editing?.id ?? "new"}
          editing={editing}
          categoryOptions={loaderData.categoryOptions}
          values={actionData?.values}
          serverErrors={actionData?.fieldErrors}
        />
      ) : null}
      <ListSearch label="Search subcategories" placeholder="Name" q={query.q}>
        <SelectField
          label="Filter by category"
          name="category"
          placeholder="All categories"
          options={loaderData.categoryOptions}
          defaultValue={query.filters.category ?? ""}
          key={query.filters.category ?? ""}
        />
      </ListSearch>
      <ListSummary page={page} noun={["subcategory", "subcategories"]} />
      <RecordTable
        caption="Subcategories"
        rows={page.rows}
        rowName={(row) => row.name}
        empty={emptyText(query, "No subcategories yet. Add a category first, then its subcategories.")}
        order={{ ...query, sorts }}
        columns={[
          { header: "Image", cell: (row) => <Thumbnail src={row.imageUrl} /> },
          { header: "Name", sort: "name", cell: (row) => <span className="font-medium">{row.name}</span> },
          { header: "Category", sort: "category", cell: (row) => row.category_name },
          { header: "Description", cell: (row) => <span className="line-clamp-2">{row.description ?? ""}</span> },
        ]}
      />
      <Pagination page={page} label="Subcategory pages" />
    </ListPage>
  );
}

type FormProps = { editing?: Subcategory; categoryOptions: SelectOption[]; values: unknown; serverErrors?: Record<string, string> };

function SubcategoryForm({ editing, categoryOptions, values, serverErrors }: FormProps) {
  const { errors, onSubmit } = useFormErrors(subcategoryInput, serverErrors);
  const shown = values ?? editing;
  return (
    <EditorForm title={editing ? "Edit Subcategory" : "Add Subcategory"} recordId={editing?.id} onSubmit={onSubmit}>
      <div className="grid gap-4 md:grid-cols-2">
        <CountedInputField label="Name" name="name" max={maxLengthOf(subcategoryInput.shape.name)} marked required defaultValue={valueOf(shown, "name")} error={errors.name} />
        <SelectField
          label="Category"
          name="category_id"
          marked
          required
          placeholder="Select category"
          options={categoryOptions}
          defaultValue={valueOf(shown, "category_id")}
          error={errors.category_id}
        />
      </div>
      <TextAreaField label="Description" name="description" defaultValue={valueOf(shown, "description")} error={errors.description} />
      <ImageField name="image" label="Image" defaultValue={valueOf(shown, "image")} error={errors.image} hint="Recommended size 400x300 px." />
    </EditorForm>
  );
}
