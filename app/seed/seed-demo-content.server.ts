import { deleteMediaFile } from "~/content/media-file/repository.server";
import { countRows } from "~/content/shared/count.server";
import { DEFAULT_SITE_SETTINGS } from "~/content/site-settings/defaults";
import {
  claimOnce,
  releaseClaim,
  updateSiteSettings,
} from "~/content/site-settings/repository.server";
import type { Database } from "~/db/schema";
import type { AppServices } from "~/services/services.server";
import { createDemoImages } from "./demo-images.server";
import {
  type CatalogueCounts,
  prepareCatalogueImages,
  seedCatalogue,
} from "./seed-catalogue.server";
import {
  type EditorialCounts,
  prepareEditorialImages,
  seedEditorial,
} from "./seed-editorial.server";
import { type InboxCounts, seedInbox } from "./seed-inbox.server";

const SEED_MARKER = "demo-content-seed";

/** The demo company's social pages, so the footer shows what a configured site looks like. */
const DEMO_SOCIAL_LINKS = {
  facebook: "https://www.facebook.com/showroom.industrial",
  twitter: "https://x.com/showroom_ind",
  linkedin: "https://www.linkedin.com/company/showroom-industrial-technologies",
  youtube: "https://www.youtube.com/@showroom-industrial",
  instagram: "https://www.instagram.com/showroom.industrial",
};

export type SeedResult =
  | { seeded: false; reason: string }
  | {
      seeded: true;
      counts: CatalogueCounts & EditorialCounts & InboxCounts;
      images: number;
      files: number;
      milliseconds: number;
    };

/** Tables whose rows are content a person wrote; any row means "not a fresh site". */
const CONTENT_TABLES: ReadonlyArray<keyof Database> = [
  "categories",
  "subcategories",
  "types",
  "products",
  "solutions",
  "news",
  "hero_sections",
  "driver_categories",
  "drivers",
  "popups",
];

export async function hasContent(db: AppServices["db"]): Promise<boolean> {
  const counts = await Promise.all(
    CONTENT_TABLES.map((table) => countRows(db, table)),
  );
  return counts.some((count) => count > 0);
}

/**
 * Fills an empty database with a realistic demo catalogue, editorial content and downloads,
 * with pictures made on this machine. Does nothing when any content exists. If a step fails,
 * what was created is removed again, so the next start can try afresh.
 */
export async function seedDemoContent(
  services: Pick<AppServices, "db" | "storage">,
  options: { concurrency?: number } = {},
): Promise<SeedResult> {
  if (await hasContent(services.db))
    return { seeded: false, reason: "the database already has content" };
  // Several instances may start together on one empty database: only the first seeds.
  if (!(await claimOnce(services.db, SEED_MARKER)))
    return { seeded: false, reason: "another instance is seeding" };
  const started = performance.now();
  const images = createDemoImages(services, options.concurrency);
  const undo: Array<() => Promise<unknown>> = [];
  const onCreated = (step: () => Promise<unknown>) => undo.push(step);
  try {
    prepareCatalogueImages(images);
    prepareEditorialImages(images);
    const catalogue = await seedCatalogue(services, images, onCreated);
    const editorial = await seedEditorial(services, images, onCreated);
    const inbox = await seedInbox(services, onCreated);
    await updateSiteSettings(services.db, { social: DEMO_SOCIAL_LINKS });
    onCreated(() =>
      updateSiteSettings(services.db, { social: DEFAULT_SITE_SETTINGS.social }),
    );
    return {
      seeded: true,
      counts: { ...catalogue, ...editorial, ...inbox },
      images: images.count,
      files: images.keys.length,
      milliseconds: Math.round(performance.now() - started),
    };
  } catch (error) {
    await images.settled();
    for (const step of undo.reverse()) await step().catch(() => undefined);
    // Records exist for originals only; deleting by a variant key simply finds nothing.
    await Promise.allSettled(
      images.keys.map((key) => deleteMediaFile(services.db, key)),
    );
    await Promise.allSettled(
      images.keys.map((key) => services.storage.delete(key)),
    );
    await releaseClaim(services.db, SEED_MARKER);
    throw error;
  }
}
