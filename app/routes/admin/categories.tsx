import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/categories";
import { requireStaff } from "~/auth/guard.server";
import { lastEditNotes } from "~/audit/last-edit.server";
import { EditorForm } from "~/components/admin/editor-form";
import { InputField, TextAreaField } from "~/components/ui/fields";
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
import { categoryListConfig, createCategory, deleteCategory, pageCategories, updateCategory, getCategory } from "~/content/category/repository.server";
import { type Category, categoryInput } from "~/content/category/schema";
import { removingUploads } from "~/uploads/release-uploads.server";
import { handleCrudAction } from "./crud-action.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Categories | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const { db } = context.services;
  const query = parseListQuery(new URL(request.url).searchParams, categoryListConfig);
  const [page, origin] = await Promise.all([pageCategories(db, query), getActiveMediaOrigin(db)]);
  const rows = page.rows.map((category) => ({ ...category, imageUrl: resolveMediaUrl(category.image, origin) }));
  return { lastEdits: await lastEditNotes(context.services.db, request, "category", page.rows), page: { ...page, rows }, query, sorts: categoryListConfig.sorts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return handleCrudAction(request, context, staff, {
    label: "Category",
    target: "category",
    get: getCategory,
    schema: categoryInput,
    create: createCategory,
    update: updateCategory,
    // The record's images and catalogue go with it once nothing else uses them.
    remove: removingUploads(context.services, getCategory, deleteCategory),
  });
}

export const shouldRevalidate = searchOnlyChange;

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, sorts } = loaderData;
  const editing = page.rows.find((category) => category.id === Number(params.get("edit")));
  const open = params.has("new") || editing !== undefined;
  return (
    <ListPage title="Categories" addLabel="Add Category">
      <NoticeToast notice={actionData?.notice} />
      {open ? (
        <CategoryForm key={editing?.id ?? "new"} editing={editing} values={actionData?.values} serverErrors={actionData?.fieldErrors} />
      ) : null}
      <ListSearch label="Search categories" placeholder="Name or summary" q={query.q} />
      <ListSummary page={page} noun={["category", "categories"]} />
      <RecordTable
        caption="Categories"
        rows={page.rows}
        rowName={(row) => row.name}
        empty={emptyText(query, "No categories yet. Add the first one.")}
        order={{ ...query, sorts }}
        columns={[
          { header: "Image", cell: (row) => <Thumbnail src={row.imageUrl} /> },
          { header: "Name", sort: "name", cell: (row) => <span className="font-medium">{row.name}</span> },
          { header: "Summary", cell: (row) => row.small_content ?? "" },
          { header: "Sort order", sort: "sort_order", cell: (row) => row.sort_order },
          { header: "Created", sort: "created_at", cell: (row) => row.created_at.slice(0, 10) },
        ]}
      />
      <Pagination page={page} label="Category pages" />
    </ListPage>
  );
}

type FormProps = { editing?: Category; values: unknown; serverErrors?: Record<string, string> };

function CategoryForm({ editing, values, serverErrors }: FormProps) {
  const { errors, onSubmit } = useFormErrors(categoryInput, serverErrors);
  const shown = values ?? editing;
  return (
    <EditorForm title={editing ? "Edit Category" : "Add Category"} recordId={editing?.id} onSubmit={onSubmit}>
      <div className="grid gap-4 md:grid-cols-2">
        <CountedInputField label="Name" name="name" max={maxLengthOf(categoryInput.shape.name)} marked required defaultValue={valueOf(shown, "name")} error={errors.name} />
        <InputField
          label="Sort order"
          name="sort_order"
          type="number"
          step={1}
          defaultValue={valueOf(shown, "sort_order") || "0"}
          hint="Lower numbers come first on the site."
          error={errors.sort_order}
        />
      </div>
      <TextAreaField label="Description" name="description" defaultValue={valueOf(shown, "description")} error={errors.description} />
      <TextAreaField label="Small content" name="small_content" rows={2} defaultValue={valueOf(shown, "small_content")} error={errors.small_content} />
      <ImageField name="image" label="Image" defaultValue={valueOf(shown, "image")} error={errors.image} hint="Recommended size 400x300 px." />
    </EditorForm>
  );
}
