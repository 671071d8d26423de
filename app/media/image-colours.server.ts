import { buffer } from "node:stream/consumers";
import { findImagesWithoutColour, setImageColour } from "~/content/media-file/repository.server";
import { bumpContentVersion } from "~/content/shared/content-version.server";
import type { AppServices } from "~/services/services.server";
import { dominantColour } from "./images.server";
import { loadSharp } from "./sharp.server";

const BATCH = 50;

/**
 * Measures the placeholder colour of images stored before colours were recorded at upload, one at
 * a time, reading each image's smallest variant (or the original when it has none). An image whose
 * file is gone or unreadable is marked "transparent" (no placeholder) so it is not read again.
 * Runs once after start-up in the process that migrates; several instances doing it at once only
 * repeat work. Pages show the colours after the content version moves, once at the end.
 */
export async function measureMissingImageColours(services: Pick<AppServices, "db" | "storage" | "logger">): Promise<number> {
  const sharp = await loadSharp();
  let measured = 0;
  for (;;) {
    const images = await findImagesWithoutColour(services.db, BATCH);
    if (images.length === 0) break;
    for (const image of images) {
      const smallest = [...image.variants].sort((a, b) => a.width - b.width)[0];
      const colour = await readColour(services, smallest?.key ?? image.key, sharp);
      if (await setImageColour(services.db, image.key, colour)) measured += 1;
    }
  }
  if (measured > 0) {
    await bumpContentVersion(services.db);
    services.logger.info({ measured }, "placeholder colours measured for earlier images");
  }
  return measured;
}

async function readColour(
  services: Pick<AppServices, "storage" | "logger">,
  key: string,
  sharp: Awaited<ReturnType<typeof loadSharp>>,
): Promise<string> {
  try {
    const stored = await services.storage.get(key);
    if (!stored) return "transparent";
    const image = sharp(await buffer(stored.body), { failOn: "error" });
    const meta = await image.metadata();
    return meta.hasAlpha ? "transparent" : await dominantColour(image.rotate());
  } catch (error) {
    services.logger.warn({ err: error, key }, "placeholder colour could not be measured");
    return "transparent";
  }
}
