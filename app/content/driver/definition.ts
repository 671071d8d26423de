import type { Selectable } from "kysely";
import { z } from "zod";
import { withoutBidiControls } from "~/security/bidi";
import type { DriverTable } from "~/db/schema";
import { defineContent, type FieldSet } from "../shared/definition";
import { mediaReference, optionalId, optionalLine, requiredText, TEXT_LIMITS } from "../shared/fields";

/** Browser-safe: a downloadable driver, described once (decision 026). */
export type Driver = Selectable<DriverTable> & { category_name: string | null };

const fields = {
  name: {
    label: "Driver Name",
    required: true,
    schema: requiredText("Name is required").pipe(z.string().max(200, "Name must be at most 200 characters")),
    control: { kind: "text", counted: true },
  },
  driver_category_id: { label: "Driver Category", schema: optionalId, control: { kind: "select", choices: "driverCategories", placeholder: "Select category" } },
  // The form labels the file as required; we enforce it, since a driver without a file cannot be downloaded.
  download_link: { label: "Driver File", required: true, schema: requiredText("Driver file is required", TEXT_LIMITS.url).pipe(mediaReference), control: { kind: "custom" } },
  // Copied from the stored upload's record when the driver is saved (decision 009), never typed.
  file_name: { label: "File name", schema: optionalLine.transform((name) => name && withoutBidiControls(name)) },
  file_size: { label: "File size", schema: z.coerce.number().int().nonnegative().nullish().transform((value) => value ?? null) },
  checksum_sha256: {
    label: "SHA-256",
    schema: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{64}$/, "Checksum must be a SHA-256 hex digest")
      .nullish()
      .or(z.literal(""))
      .transform((value) => value || null),
  },
} satisfies FieldSet;

export const driverDefinition = defineContent<Driver>()({ type: "driver", table: "drivers", label: "Driver", title: "Drivers" }, fields, {
  form: [{ id: "driver", rows: [["name", "driver_category_id"], "download_link"] }],
  search: { kind: "driver", slot: 1, title: "name", body: [] },
  list: {
    sorts: { created_at: "desc", name: "asc", category: "asc" },
    filters: ["driver_category"],
    heading: "All Drivers",
    caption: "All Drivers",
    noun: ["driver", "drivers"],
    empty: "No drivers yet. Add a category, then a driver.",
    search: { placeholder: "Name or file name", columns: ["drivers.name", "drivers.file_name"] },
    columns: [
      { header: "Name", sort: "name", show: "strong", value: (row) => row.name },
      { header: "Added", sort: "created_at", show: "date", value: (row) => row.created_at },
      { header: "Category", sort: "category", value: (row) => row.category_name ?? "No category" },
      // The file's facts and its download link are the Drivers screen's own cells.
      { header: "File" },
      { header: "Download" },
    ],
  },
});

export const driverInput = driverDefinition.schema;
export type DriverInput = z.input<typeof driverInput>;
