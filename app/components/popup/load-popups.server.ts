import type { Logger } from "pino";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { getCachedActivePopups } from "~/content/popup/cache.server";
import type { Db } from "~/db/connection.server";
import type { PublicPopup } from "./site-popup";

/** Active popups for the page shell, images resolved; a failed read shows no popup rather than an error page. */
export async function loadPopups(db: Db, logger: Logger): Promise<PublicPopup[]> {
  try {
    const [popups, origin] = await Promise.all([getCachedActivePopups(db), getActiveMediaOrigin(db)]);
    return popups.map((popup) => ({
      id: popup.id,
      title: popup.title,
      content: popup.content,
      imageUrl: resolveMediaUrl(popup.image, origin),
      link: popup.link,
      delay_seconds: popup.delay_seconds,
      display_pages: popup.display_pages,
      is_active: popup.is_active,
    }));
  } catch (error) {
    logger.error({ err: error }, "Popups could not be read");
    return [];
  }
}
