import type { ImageVariant } from "~/media/image-variant";
import { mediaUrl } from "~/media/media-url";
import type { ListConfig } from "../shared/list-query";
import { MEDIA_KINDS, type MediaKind } from "./schema";

/** Browser-safe: the media library's words and list state (`/admin/media`, decision 040). */

export const MEDIA_KIND_LABELS: Record<MediaKind, { one: string; many: string; a: string }> = {
  image: { one: "Image", many: "Images", a: "an image" },
  catalogue: { one: "Catalogue", many: "Catalogues (PDF, DOC)", a: "a catalogue" },
  driver: { one: "Driver file", many: "Driver files", a: "a driver file" },
};

/** The list's URL state: search, order, the kind, and images without alt text (`?alt=missing`). */
export const mediaListConfig = {
  sorts: { created_at: "desc", original_name: "asc", size: "desc" },
  choices: { kind: MEDIA_KINDS, alt: ["missing"] },
} satisfies ListConfig<"created_at" | "original_name" | "size">;

export type MediaSort = keyof typeof mediaListConfig.sorts;

/** Remove unused files keeps what was uploaded this recently: a form may still be open with it, not yet saved. */
export const KEEP_RECENT_HOURS = 24;

/** At most this many files go in one Remove unused files; the rest wait for the next run. */
export const REMOVE_AT_MOST = 1000;

/** A file's name as staff know it: the name it was uploaded under, else its stored file name. */
export const fileName = (file: { key: string; original_name: string | null }) => file.original_name ?? file.key.slice(file.key.lastIndexOf("/") + 1);

/**
 * The address of an image's smallest WebP copy at least `minWidth` wide (decision 020), else the
 * original's: a thumbnail loads a few kilobytes, not the upload.
 */
export function thumbnailUrl(file: { key: string; kind: MediaKind; variants: readonly Pick<ImageVariant, "key" | "width" | "format">[] }, minWidth = 160): string | null {
  if (file.kind !== "image") return null;
  const webp = file.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width);
  const fitting = webp.find((variant) => variant.width >= minWidth) ?? webp.at(-1);
  return mediaUrl(fitting?.key ?? file.key);
}
