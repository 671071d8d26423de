import { createHash } from "node:crypto";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { listActivePopups } from "~/content/popup/repository.server";
import { createVersionedCache } from "~/content/shared/versioned-cache.server";
import type { Db } from "~/db/connection.server";
import type { PublicPopup } from "~/components/popup/site-popup";

/** The active popups as the response body the browser fetches, with its ETag. */
export type PopupsBody = { json: string; etag: string };

/**
 * Active popups, images resolved, serialised once per content version. They are fetched by the
 * page after it loads rather than carried in every page's data: a popup waits its delay anyway.
 */
export const loadPopupsBody = createVersionedCache(
  async (db: Db): Promise<PopupsBody> => {
    const [popups, origin] = await Promise.all([
      listActivePopups(db),
      getActiveMediaOrigin(db),
    ]);
    const body: PublicPopup[] = popups.map((popup) => ({
      id: popup.id,
      title: popup.title,
      content: popup.content,
      imageUrl: resolveMediaUrl(popup.image, origin),
      link: popup.link,
      delay_seconds: popup.delay_seconds,
      display_pages: popup.display_pages,
      is_active: popup.is_active,
    }));
    const json = JSON.stringify(body);
    return {
      json,
      etag: `"${createHash("sha1").update(json).digest("base64url")}"`,
    };
  },
);
