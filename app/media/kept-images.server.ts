import { findStoredImages } from "~/content/media-file/repository.server";
import { createVersionedBatchCache } from "~/content/shared/versioned-cache.server";

/** Images remembered per database handle; past this the memory starts again (a few MB at most). */
export const KEPT_IMAGES_MAX = 20_000;

/**
 * findStoredImages through a memory of what it found, for the content version it was read at
 * (decision 045). Every public page with images asks for their sizes, variants, colours and alt text,
 * and on PostgreSQL that question is a round trip after the page's own rows. They change only with a
 * content write: alt text, removal from the library and measured colours move the content version,
 * and a new upload's key appears on a page only once the content using it is saved, which moves it too.
 */
export const keptStoredImages = createVersionedBatchCache((db, keys: string[]) => findStoredImages(db, keys), { maxKeys: KEPT_IMAGES_MAX });
