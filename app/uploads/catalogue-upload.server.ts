import { fileTypeFromBuffer } from "file-type";
import { UploadRefusedError } from "~/media/driver-inspector.server";
import { type StoredFile, storeDownload } from "~/media/files.server";
import type { AppServices } from "~/services/services.server";
import { receiveFile } from "./receive-file.server";

/** The staff guide: catalogue or datasheet at most 10 MB. */
export const MAX_CATALOGUE_BYTES = 10 * 1024 * 1024;
export const CATALOGUE_TOO_LARGE = "The catalogue file is larger than 10 MB.";
export const NOT_A_CATALOGUE = "Only PDF, DOC or DOCX files can be uploaded as a catalogue.";

/** The catalogue type the content shows. An old Word file is a Compound File, so it counts only when named .doc. */
function catalogueType(ext: string | undefined, originalName: string): "pdf" | "doc" | "docx" | null {
  if (ext === "pdf" || ext === "docx") return ext;
  if (ext === "cfb" && /\.doc$/i.test(originalName)) return "doc";
  return null;
}

/** A catalogue upload (PDF, DOC, DOCX by content, at most 10 MB), stored under a server-made key. */
export async function receiveCatalogueUpload(services: Pick<AppServices, "db" | "storage">, request: Request): Promise<StoredFile> {
  const { content, originalName } = await receiveFile(request, {
    maxBytes: MAX_CATALOGUE_BYTES,
    tooLarge: CATALOGUE_TOO_LARGE,
    noFile: "Choose a catalogue file to upload.",
  });
  const type = catalogueType((await fileTypeFromBuffer(content))?.ext, originalName);
  if (!type) throw new UploadRefusedError(415, NOT_A_CATALOGUE);
  // The stored extension (and so the served type) follows the content, whatever the name said.
  const base = originalName.replace(/\.[a-z0-9]{1,8}$/i, "") || "catalogue";
  return storeDownload(services, "catalogue", content, `${base}.${type}`);
}
