import { z } from "zod";
import { requiredText } from "../shared/fields";

export const driverCategoryInput = z.object({
  name: requiredText("Category name is required").pipe(
    z.string().max(120, "Category name must be at most 120 characters"),
  ),
});

export type DriverCategoryInput = z.input<typeof driverCategoryInput>;

export type DriverCategory = { id: number; name: string; created_at: string; updated_at: string };

/** What the support page lists under a category. */
export type DownloadableDriver = {
  id: number;
  name: string;
  download_link: string;
  file_name: string | null;
  file_size: number | null;
  /** SHA-256 of the stored file, hex; shown next to the download so customers can verify it. */
  checksum_sha256: string | null;
};

export type DriverCategoryWithDrivers = { id: number; name: string; drivers: DownloadableDriver[] };
