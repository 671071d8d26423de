import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { FolderPlus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/drivers";
import { requireStaff } from "~/auth/guard.server";
import { lastEditNotes } from "~/audit/last-edit.server";
import { type DriverFile, DriverFileField } from "~/components/admin/driver-file-field";
import { EditorForm } from "~/components/admin/editor-form";
import { SelectField } from "~/components/ui/fields";
import { valueOf } from "~/components/admin/form-values";
import { ListPage } from "~/components/admin/list-page";
import { emptyText, ListSearch, ListSummary, Pagination } from "~/components/admin/list-controls";
import { parseListQuery, withParams } from "~/content/shared/list-query";
import { NoticeToast } from "~/components/admin/notice";
import { RecordTable } from "~/components/admin/record-table";
import { formatBytes } from "~/components/admin/upload-request";
import { useFormErrors } from "~/components/admin/use-form-errors";
import { Button } from "~/components/ui/button";
import { CATEGORY_TARGET, DriverCategoryForm, DriverCategoryTable } from "~/components/admin/driver-categories";
import { createDriverCategory, deleteDriverCategory, getDriverCategory, listDriverCategoryCounts, updateDriverCategory } from "~/content/driver-category/repository.server";
import type { Db } from "~/db/connection.server";
import { afterCommit } from "~/db/transaction.server";
import { driverCategoryInput } from "~/content/driver-category/schema";
import { createDriver, deleteDriver, driverListConfig, getDriver, pageDrivers, updateDriver } from "~/content/driver/repository.server";
import { type DriverInput, driverInput } from "~/content/driver/schema";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { releaseDriverFile, withStoredFileFacts } from "~/media/driver-files.server";
import { handleCrudAction } from "./crud-action.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Drivers | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "drivers");
  const { db } = context.services;
  const query = parseListQuery(new URL(request.url).searchParams, driverListConfig);
  const [page, categories, origin] = await Promise.all([pageDrivers(db, query), listDriverCategoryCounts(db), getActiveMediaOrigin(db)]);
  return {
    lastEdits: await lastEditNotes(context.services.db, request, "driver", page.rows),
    lastCategoryEdits: await lastEditNotes(context.services.db, request, "driver-category", categories, "edit_category"),
    page: { ...page, rows: page.rows.map((driver) => ({ ...driver, href: resolveMediaUrl(driver.download_link, origin) })) },
    query,
    sorts: driverListConfig.sorts,
    categories: categories.map((category) => ({ value: category.id, label: category.name })),
    categoryRows: categories,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "drivers");
  const { services } = context;
  // The category form and table mark their posts; every other post is a driver's save or delete.
  if ((await request.clone().formData()).get("target") === CATEGORY_TARGET.target) {
    return handleCrudAction(request, context, staff, {
      label: "Driver category",
      target: "driver-category",
      get: getDriverCategory,
      schema: driverCategoryInput,
      create: createDriverCategory,
      update: updateDriverCategory,
      remove: deleteDriverCategory,
    });
  }
  // A stored file no driver uses any more is deleted once the save has committed; failing that only
  // leaves a file behind.
  const release = (db: Db, link: string | undefined) =>
    afterCommit(db, () =>
      releaseDriverFile(services, link).then(
        () => undefined,
        (error: unknown) => services.logger.error({ err: error, link }, "driver file not released"),
      ),
    );
  return handleCrudAction<DriverInput>(request, context, staff, {
    label: "Driver",
    target: "driver",
    get: getDriver,
    schema: driverInput,
    create: async (db, input) => createDriver(db, await withStoredFileFacts(db, input)),
    update: async (db, id, input) => {
      const before = await getDriver(db, id);
      const saved = await updateDriver(db, id, await withStoredFileFacts(db, input));
      if (saved && before && before.download_link !== saved.download_link) await release(db, before.download_link);
      return saved;
    },
    remove: async (db, id) => {
      const before = await getDriver(db, id);
      const deleted = await deleteDriver(db, id);
      if (deleted) await release(db, before?.download_link);
      return deleted;
    },
  });
}

export const shouldRevalidate = searchOnlyChange;

type DriverRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function Drivers({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, sorts } = loaderData;
  const editing = page.rows.find((driver) => driver.id === Number(params.get("edit")));
  const addingCategory = params.get("new") === "category";
  const editingCategory = loaderData.categoryRows.find((category) => category.id === Number(params.get("edit_category")));
  const open = !addingCategory && !editingCategory && (params.has("new") || editing !== undefined);
  return (
    <ListPage
      title="Drivers"
      addLabel="Add Driver"
      actions={
        <Button asChild variant="outline">
          <Link to={withParams(params, { new: "category" })} preventScrollReset>
            <FolderPlus aria-hidden="true" />
            Add Category
          </Link>
        </Button>
      }
    >
      <NoticeToast notice={actionData?.notice} />
      {addingCategory || editingCategory ? (
        <DriverCategoryForm
          key={editingCategory?.id ?? "new"}
          editing={editingCategory}
          values={actionData?.values}
          serverErrors={actionData?.fieldErrors}
          lastEdit={editingCategory ? (loaderData.lastCategoryEdits[editingCategory.id] ?? null) : null}
        />
      ) : null}
      {open ? (
        <DriverForm
          key={editing?.id ?? "new"}
          editing={editing}
          categories={loaderData.categories}
          values={actionData?.values}
          serverErrors={actionData?.fieldErrors}
        />
      ) : null}
      <h2 className="text-lg font-semibold">All Drivers</h2>
      <ListSearch label="Search drivers" placeholder="Name or file name" q={query.q}>
        <SelectField
          label="Filter by category"
          name="driver_category"
          placeholder="All categories"
          options={loaderData.categories}
          defaultValue={query.filters.driver_category ?? ""}
          key={query.filters.driver_category ?? ""}
        />
      </ListSearch>
      <ListSummary page={page} noun={["driver", "drivers"]} />
      <RecordTable
        caption="All Drivers"
        rows={page.rows}
        rowName={(row) => row.name}
        empty={emptyText(query, "No drivers yet. Add a category, then a driver.")}
        order={{ ...query, sorts }}
        columns={[
          { header: "Name", sort: "name", cell: (row) => <span className="font-medium">{row.name}</span> },
          { header: "Added", sort: "created_at", cell: (row) => row.created_at.slice(0, 10) },
          { header: "Category", sort: "category", cell: (row) => row.category_name ?? "No category" },
          { header: "File", cell: (row) => <FileFacts row={row} /> },
          {
            header: "Download",
            cell: (row) =>
              row.href ? (
                <a href={row.href} target="_blank" rel="noopener" className="font-medium whitespace-nowrap text-brand-700 underline dark:text-brand-100">
                  Download Driver
                  <span className="sr-only"> {row.name} (opens in a new tab)</span>
                </a>
              ) : null,
          },
        ]}
      />
      <Pagination page={page} label="Driver pages" />
      <DriverCategoryTable rows={loaderData.categoryRows} />
    </ListPage>
  );
}

function FileFacts({ row }: { row: DriverRow }) {
  if (!row.file_name) return <span className="break-all text-slate-600 dark:text-slate-300">{row.download_link}</span>;
  return (
    <>
      <span className="block">{row.file_name}</span>
      {row.file_size !== null ? <span className="block text-xs text-slate-600 dark:text-slate-300">{formatBytes(row.file_size)}</span> : null}
      {row.checksum_sha256 ? (
        <span className="block font-mono text-xs text-slate-600 dark:text-slate-300" title={row.checksum_sha256}>
          SHA-256 {row.checksum_sha256.slice(0, 12)}…
        </span>
      ) : null}
    </>
  );
}

type DriverFormProps = {
  editing?: DriverRow;
  categories: Array<{ value: number; label: string }>;
  values: unknown;
  serverErrors?: Record<string, string>;
};

function DriverForm({ editing, categories, values, serverErrors }: DriverFormProps) {
  const { errors, onSubmit } = useFormErrors(driverInput, serverErrors);
  const shown = values ?? editing;
  return (
    <EditorForm title={editing ? "Edit Driver" : "Add Driver"} recordId={editing?.id} onSubmit={onSubmit}>
      <div className="grid gap-4 md:grid-cols-2">
        <CountedInputField label="Driver Name" name="name" max={maxLengthOf(driverInput.shape.name)} marked required defaultValue={valueOf(shown, "name")} error={errors.name} />
        <SelectField
          label="Driver Category"
          name="driver_category_id"
          placeholder="Select category"
          options={categories}
          defaultValue={valueOf(shown, "driver_category_id")}
          error={errors.driver_category_id}
        />
      </div>
      <DriverFileField name="download_link" initial={initialFile(values, editing)} error={errors.download_link} />
    </EditorForm>
  );
}

/** The file shown when the form opens: what was just posted (after a refused save), else the driver's own. */
function initialFile(values: unknown, editing: DriverRow | undefined): DriverFile | null {
  const posted = valueOf(values, "download_link");
  if (values) return posted ? { link: posted, href: posted.startsWith("/") ? posted : null, fileName: null, size: null, checksum: null } : null;
  if (!editing) return null;
  return { link: editing.download_link, href: editing.href, fileName: editing.file_name, size: editing.file_size, checksum: editing.checksum_sha256 };
}
