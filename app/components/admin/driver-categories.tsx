import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { RecordTable } from "./record-table";
import { EditorForm } from "./editor-form";
import { valueOf } from "./form-values";
import { useFormErrors } from "./use-form-errors";
import { driverCategoryInput } from "~/content/driver-category/schema";
import type { LastEditNote } from "~/audit/time-ago";

/** Posts of the category form and table carry this, so the Drivers action knows which record they are about. */
export const CATEGORY_TARGET = { target: "driver-category" } as const;

type CategoryRow = { id: number; name: string; drivers: number };

/** The Drivers screen's categories, each with rename and delete (a category with drivers is refused). */
export function DriverCategoryTable({ rows }: { rows: CategoryRow[] }) {
  return (
    <section aria-labelledby="driver-categories-title" className="grid gap-3">
      <h2 id="driver-categories-title" className="text-lg font-semibold">
        Driver Categories
      </h2>
      <RecordTable
        caption="Driver Categories"
        rows={rows}
        rowName={(row) => `driver category ${row.name}`}
        empty="No driver categories yet. Add the first one."
        editParam="edit_category"
        deleteFields={CATEGORY_TARGET}
        columns={[
          { header: "Name", cell: (row) => <span className="font-medium">{row.name}</span> },
          { header: "Drivers", cell: (row) => row.drivers },
        ]}
      />
    </section>
  );
}

type CategoryFormProps = { editing?: CategoryRow; values: unknown; serverErrors?: Record<string, string>; lastEdit: LastEditNote | null };

export function DriverCategoryForm({ editing, values, serverErrors, lastEdit }: CategoryFormProps) {
  const { errors, onSubmit } = useFormErrors(driverCategoryInput, serverErrors);
  const shown = values ?? editing;
  return (
    <EditorForm
      title={editing ? "Edit Category" : "Add Category"}
      recordId={editing?.id}
      onSubmit={onSubmit}
      submitLabel={editing ? "Update Category" : "Create Category"}
      lastEdit={lastEdit}
    >
      <input type="hidden" name="target" value={CATEGORY_TARGET.target} />
      <CountedInputField label="Category Name" name="name" max={maxLengthOf(driverCategoryInput.shape.name)} marked required defaultValue={valueOf(shown, "name")} error={errors.name} />
    </EditorForm>
  );
}
