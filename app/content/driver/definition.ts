import type { Selectable } from "kysely";
import { z } from "zod";
import { withoutBidiControls } from "~/security/bidi";
import type { DriverTable } from "~/db/schema";
import { defineContent, type FieldSet } from "../shared/definition";
import { isoDate, lines, mediaReference, optionalId, optionalLine, requiredText, TEXT_LIMITS } from "../shared/fields";
import { MAX_RECORD_ID } from "../shared/record-id";
import { downloadLinksOf } from "../shared/trash-dependents";
import { DOWNLOAD_KIND_LABELS, isDownloadKind, isOperatingSystem, KIND_INVALID, OPERATING_SYSTEMS, OS_INVALID } from "./kinds";

/** An item of a download's stored systems list as it is read back. Made once: parseJsonList remembers texts it checked by schema. */
export const storedOperatingSystem = z.string();

/**
 * Browser-safe: a downloadable file (a driver, firmware, BIOS, utility, manual...), described once
 * (decision 026). Its versions share its name; `product_ids` are the products it serves, kept in
 * `driver_products` (decision 033).
 */
export type Driver = Omit<Selectable<DriverTable>, "operating_systems"> & {
  category_name: string | null;
  operating_systems: string[];
  product_ids: number[];
};

export const VERSION_MAX = 40;
export const RELEASE_NOTES_MAX = 5_000;
export const PRODUCTS_MAX = 200;
export const RELEASE_DATE_IN_FUTURE = "Release date cannot be in the future";

/** A repeated form field arrives as one value or as several: a list either way, none when absent. */
const asList = (value: unknown) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]);

/** Tomorrow in UTC: a date typed where the day has already begun (India, Japan) is not refused as future. */
const latestReleaseDate = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const fields = {
  name: {
    label: "Driver Name",
    required: true,
    schema: requiredText("Name is required").pipe(z.string().max(200, "Name must be at most 200 characters")),
    control: { kind: "text", counted: true },
    hint: "Versions of one file share its name: the site shows the latest with the older ones under it.",
  },
  kind: {
    label: "Kind",
    required: true,
    // A form always posts the select ("" is refused); a caller that leaves the kind out means a driver.
    schema: z.preprocess((value) => value ?? "driver", requiredText("Kind is required").pipe(z.string().refine(isDownloadKind, KIND_INVALID))),
    control: { kind: "select", choices: "downloadKinds", placeholder: "Select kind" },
    initial: "driver",
  },
  version: {
    label: "Version",
    required: true,
    schema: requiredText("Version is required", VERSION_MAX).pipe(z.string().refine((value) => /[\p{L}\p{N}]/u.test(value), "Version must contain a letter or a digit")),
    control: { kind: "text", placeholder: "1.2.0" },
  },
  release_date: {
    label: "Release date",
    required: true,
    schema: isoDate("Release date is required").pipe(z.string().refine((value) => value <= latestReleaseDate(), RELEASE_DATE_IN_FUTURE)),
    control: { kind: "text", type: "date" },
  },
  driver_category_id: { label: "Driver Category", schema: optionalId, control: { kind: "select", choices: "driverCategories", placeholder: "Select category" } },
  // The form labels the file as required; we enforce it, since a driver without a file cannot be downloaded.
  download_link: {
    label: "Driver File",
    required: true,
    schema: requiredText("Driver file is required", TEXT_LIMITS.url).pipe(mediaReference),
    control: { kind: "custom" },
    // A stored driver file is deleted only once no driver, draft or trashed item uses it.
    media: "value",
  },
  operating_systems: {
    label: "Supported operating systems",
    schema: z.preprocess(asList, z.array(z.string().refine(isOperatingSystem, OS_INVALID)).transform((list) => [...new Set(list)])),
    control: { kind: "checkboxes", options: OPERATING_SYSTEMS },
    hint: "Leave all unticked for a file that works on any system (a manual).",
  },
  release_notes: {
    label: "Release notes",
    schema: lines(RELEASE_NOTES_MAX)
      .nullish()
      .transform((value) => value || null),
    control: { kind: "textarea", rows: 5 },
    hint: "What changed in this version. Plain text; line breaks are kept.",
  },
  product_ids: {
    label: "Products",
    schema: z.preprocess(
      asList,
      z
        .array(z.coerce.number({ invalid_type_error: "Choose products from the list" }).int("Choose products from the list").positive("Choose products from the list").max(MAX_RECORD_ID, "Choose products from the list"))
        .max(PRODUCTS_MAX, `A download can serve at most ${PRODUCTS_MAX} products`)
        .transform((ids) => [...new Set(ids)]),
    ),
    control: { kind: "custom" },
    hint: "The product pages that list this download, and where Find downloads by model finds it.",
  },
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
  // The products it serves go with it; it comes back in its category (decision 037).
  trash: {
    area: "drivers",
    parents: [{ column: "driver_category_id", table: "driver_categories", type: "driver-category", label: "driver category" }],
    dependents: [downloadLinksOf("driver_id")],
  },
  form: [
    {
      id: "driver",
      rows: [["name", "kind"], ["version", "release_date"], "driver_category_id", "download_link", "operating_systems", "release_notes", "product_ids"],
    },
  ],
  search: { kind: "driver", slot: 1, title: "name", body: [] },
  list: {
    sorts: { created_at: "desc", name: "asc", release_date: "desc", category: "asc" },
    filters: ["driver_category"],
    choices: { kind: Object.keys(DOWNLOAD_KIND_LABELS) },
    heading: "All Drivers",
    caption: "All Drivers",
    noun: ["driver", "drivers"],
    empty: "No drivers yet. Add a category, then a driver.",
    rowName: (row) => `${row.name} ${row.version ?? ""}`.trim(),
    search: { placeholder: "Name, version or file name", columns: ["drivers.name", "drivers.version", "drivers.file_name"] },
    columns: [
      { header: "Name", sort: "name", show: "strong", value: (row) => row.name, detail: (row) => DOWNLOAD_KIND_LABELS[row.kind as keyof typeof DOWNLOAD_KIND_LABELS] ?? row.kind },
      { header: "Version", value: (row) => row.version ?? "No version" },
      { header: "Released", sort: "release_date", show: "date", value: (row) => row.release_date },
      { header: "Category", sort: "category", value: (row) => row.category_name ?? "No category" },
      { header: "Products", value: (row) => row.product_ids.length },
      // The file's facts and its download link are the Drivers screen's own cells.
      { header: "File" },
      { header: "Download" },
    ],
  },
});

export const driverInput = driverDefinition.schema;
export type DriverInput = z.input<typeof driverInput>;
