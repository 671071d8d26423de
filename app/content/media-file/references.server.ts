import type { Db } from "~/db/connection.server";
import { mediaKeyFromReference } from "~/media/image-sources";
import type { Control, ContentDefinition, FieldSet } from "../shared/definition";
import { RuleViolationError } from "../shared/errors";
import { fileName, MEDIA_KIND_LABELS } from "./library";
import { getMediaFilesByKey } from "./repository.server";

/** A file a saved form points at: where (Conform's field name), which kind the field takes, and the reference. */
export type MediaReference = { field: string; kind: "image" | "catalogue"; reference: string };

const MEDIA_PREFIX = "/media/";

/**
 * Every reference to this site's own stored files (`/media/<key>`) among the values of a save, by the
 * field that holds it: single media fields, lists of them, and media fields inside list rows and groups,
 * as the definition's controls describe them. Absolute URLs and bare names on the media origin are
 * the spec's other kinds of reference and are not ours to check.
 */
export function mediaReferencesIn(fields: FieldSet, values: Record<string, unknown>): MediaReference[] {
  const found: MediaReference[] = [];
  const visit = (control: Control | undefined, value: unknown, field: string) => {
    if (!control) return;
    if (control.kind === "media") {
      if (typeof value === "string" && value.startsWith(MEDIA_PREFIX)) found.push({ field, kind: control.media, reference: value });
    } else if (control.kind === "list" && Array.isArray(value)) {
      const { item } = control.list;
      value.forEach((row, index) => {
        if ("fields" in item) for (const [name, sub] of Object.entries(item.fields)) visit(sub.control, (row as Record<string, unknown> | null)?.[name], `${field}[${index}].${name}`);
        else visit(item.control, row, `${field}[${index}]`);
      });
    } else if (control.kind === "group" && value && typeof value === "object") {
      for (const [name, sub] of Object.entries(control.fields)) visit(sub.control, (value as Record<string, unknown>)[name], `${field}.${name}`);
    }
  };
  for (const [name, field] of Object.entries(fields)) visit(field.control, values[name], name);
  return found;
}

/**
 * True when a record with these values is on the site (or will be, at its publish time): a type without
 * publishing always is; otherwise Published or Scheduled. A hero section or popup switched off is not.
 */
export function onPublicPages(values: Record<string, unknown>): boolean {
  if ("is_active" in values && !values.is_active) return false;
  return !("publish_status" in values) || values.publish_status === "published" || values.publish_status === "scheduled";
}

/**
 * The rules a save's media references keep (decision 040), checked in the save's transaction:
 * - a `/media/` reference points at a file in the media library, of the kind the field takes (an image
 *   field holds an image, the catalogue field a catalogue);
 * - an image the save puts on a public page has alt text. "Puts": the record is on the site after the
 *   save (onPublicPages) and the image was not already there from this record, so content saved before
 *   alt text existed can still be edited, while a new image, or a record going public, needs it.
 * Refused with a message at each field, naming the file.
 */
export async function assertMediaReferences(db: Db, definition: Pick<ContentDefinition, "fields">, values: object, before?: object): Promise<void> {
  const references = mediaReferencesIn(definition.fields, values as Record<string, unknown>);
  if (references.length === 0) return;
  const keys = references.map(({ reference }) => mediaKeyFromReference(reference));
  const files = new Map((await getMediaFilesByKey(db, keys.filter((key): key is string => key !== null))).map((file) => [file.key, file]));
  const alreadyPublic = before && onPublicPages(before as Record<string, unknown>) ? new Set(mediaReferencesIn(definition.fields, before as Record<string, unknown>).map((found) => found.reference)) : new Set<string>();
  const goesPublic = onPublicPages(values as Record<string, unknown>);
  const errors: Record<string, string> = {};
  references.forEach(({ field, kind, reference }, index) => {
    const file = keys[index] ? files.get(keys[index]) : undefined;
    const wanted = MEDIA_KIND_LABELS[kind];
    if (!file) errors[field] = `There is no ${wanted.one.toLowerCase()} ${reference} in the media library. Upload it again or choose one from the library.`;
    else if (file.kind !== kind) errors[field] = `${fileName(file)} is ${MEDIA_KIND_LABELS[file.kind].a}, not ${wanted.a}. Choose ${wanted.a}.`;
    else if (kind === "image" && goesPublic && !file.alt_text && !alreadyPublic.has(reference)) {
      errors[field] = `${fileName(file)} has no alt text. Add it (Alt text, under the image) before the image goes on the site.`;
    }
  });
  const refused = RuleViolationError.ofFields(errors);
  if (refused) throw refused;
}
