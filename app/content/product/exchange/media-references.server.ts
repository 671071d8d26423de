import type { Db } from "~/db/connection.server";
import { isHttpUrl } from "../../shared/fields";
import { COLUMN_LABELS, type ExchangeColumn } from "./columns";
import { type PreparedRow, reject } from "./prepare.server";

const IMAGE_COLUMNS = ["main_image", "product_images", "application_images"] as const;

/**
 * Media references must name files of the media library (media_files), images where an image
 * goes and catalogues for the catalogue file. Absolute URLs (files elsewhere) pass, as in the form;
 * so does a reference an updated product already has.
 */
export async function checkMedia(db: Db, prepared: PreparedRow[]): Promise<void> {
  const wanted = new Map<PreparedRow, Array<{ column: ExchangeColumn; reference: string; key: string | null; kind: "image" | "catalogue" }>>();
  for (const row of prepared) {
    if (!row.write) continue;
    const { values, before } = row.write;
    const kept = (column: ExchangeColumn, reference: string) => before !== null && [before[column]].flat().includes(reference);
    type Reference = { column: ExchangeColumn; reference: string | null; kind: "image" | "catalogue" };
    const references: Reference[] = [
      ...IMAGE_COLUMNS.flatMap((column) => [values[column]].flat().map((reference): Reference => ({ column, reference, kind: "image" }))),
      { column: "catalog_file", reference: values.catalog_file, kind: "catalogue" },
    ];
    const checked = references.flatMap(({ column, reference, kind }) => (reference !== null && !isHttpUrl(reference) && !kept(column, reference) ? [{ column, reference, kind, key: libraryKey(reference) }] : []));
    wanted.set(row, checked);
  }
  const keys = [...new Set([...wanted.values()].flat().flatMap((entry) => (entry.key ? [entry.key] : [])))];
  const found = keys.length ? await db.selectFrom("media_files").select(["key", "kind"]).where("key", "in", keys).execute() : [];
  const kinds = new Map(found.map((row) => [row.key, row.kind]));
  for (const [row, references] of wanted) {
    const errors = references.flatMap(({ column, reference, key, kind }) => {
      const stored = key ? kinds.get(key) : undefined;
      if (stored === kind) return [];
      const message = stored ? `"${reference}" is not ${kind === "image" ? "an image" : "a catalogue file"} in the media library` : `"${reference}" is not a file in the media library: upload it first, or use an existing file's address`;
      return [{ column, label: COLUMN_LABELS[column], message }];
    });
    if (errors.length > 0) reject(row, errors);
  }
}

/** A reference's key in the media library: /media/<key>, or a bare file name; null for another site path. */
function libraryKey(reference: string): string | null {
  if (reference.startsWith("/media/")) return reference.slice("/media/".length);
  if (reference.startsWith("/")) return null;
  return reference;
}
