import type { LastEditNote } from "~/audit/time-ago";
import { driverCategoryDefinition } from "~/content/driver-category/definition";
import type { ContentFailure } from "./content/content-screen";
import { ContentForm } from "./content/content-form";
import { RecordTable } from "./record-table";

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
        deleteParam="delete_category"
        itemName={(row) => row.name}
        deleteFields={CATEGORY_TARGET}
        columns={[
          { header: "Name", cell: (row) => <span className="font-medium">{row.name}</span> },
          { header: "Drivers", cell: (row) => row.drivers },
        ]}
      />
    </section>
  );
}

type CategoryFormProps = { editing?: CategoryRow; lastResult: ContentFailure["result"]; lastEdit: LastEditNote | null };

/** Add Category / Edit Category, from the driver category's definition; its post names its target. */
export function DriverCategoryForm({ editing, lastResult, lastEdit }: CategoryFormProps) {
  return (
    <ContentForm
      definition={driverCategoryDefinition}
      editing={editing}
      lastResult={lastResult}
      lastEdit={lastEdit}
      hidden={<input type="hidden" name="target" value={CATEGORY_TARGET.target} />}
    />
  );
}
