import type { Selectable } from "kysely";
import { z } from "zod";
import type { DriverCategoryTable } from "~/db/schema";
import type { PublicDownload } from "../driver/public-download";
import { defineContent, type FieldSet } from "../shared/definition";
import { requiredText } from "../shared/fields";

/** Browser-safe: the groups the Support page lists drivers under, described once (decision 026). */
export type DriverCategory = Selectable<DriverCategoryTable>;

const fields = {
  name: {
    label: "Category Name",
    required: true,
    schema: requiredText("Category name is required").pipe(z.string().max(120, "Category name must be at most 120 characters")),
    control: { kind: "text", counted: true },
  },
} satisfies FieldSet;

/** Edited on the Drivers screen, beside the drivers; its own small table lists them (no list definition). */
export const driverCategoryDefinition = defineContent<DriverCategory>()({ type: "driver-category", table: "driver_categories", label: "Driver category", title: "Driver Categories" }, fields, {
  addLabel: "Add Category",
  formTitle: { create: "Add Category", edit: "Edit Category" },
  submitLabel: { create: "Create Category", edit: "Update Category" },
  order: { title: "name", screen: "/admin/drivers" },
  // A category still used by downloads cannot be deleted; back from the trash only while its name is free.
  trash: { area: "drivers", unique: { scope: [] } },
  form: [{ id: "driver-category", rows: ["name"] }],
});

export const driverCategoryInput = driverCategoryDefinition.schema;
export type DriverCategoryInput = z.input<typeof driverCategoryInput>;

/** What the support page lists under a category: every version of each download (the page groups them). */
export type DownloadableDriver = PublicDownload;

export type DriverCategoryWithDrivers = { id: number; name: string; drivers: DownloadableDriver[] };
