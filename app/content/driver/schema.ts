import { z } from "zod";
import { withoutBidiControls } from "~/security/bidi";
import { mediaReference, optionalId, optionalLine, requiredText, TEXT_LIMITS } from "../shared/fields";

export const driverInput = z.object({
  name: requiredText("Name is required").pipe(z.string().max(200, "Name must be at most 200 characters")),
  driver_category_id: optionalId,
  // The form labels the file as required; we enforce it, since a driver without a file cannot be downloaded.
  download_link: requiredText("Driver file is required", TEXT_LIMITS.url).pipe(mediaReference),
  file_name: optionalLine.transform((name) => name && withoutBidiControls(name)),
  file_size: z.coerce.number().int().nonnegative().nullish().transform((value) => value ?? null),
  checksum_sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, "Checksum must be a SHA-256 hex digest")
    .nullish()
    .or(z.literal(""))
    .transform((value) => value || null),
});

export type DriverInput = z.input<typeof driverInput>;

export type Driver = {
  id: number;
  name: string;
  driver_category_id: number | null;
  category_name: string | null;
  download_link: string;
  file_name: string | null;
  file_size: number | null;
  checksum_sha256: string | null;
  created_at: string;
  updated_at: string;
};
