import { createDriverCategory, deleteDriverCategory } from "~/content/driver-category/repository.server";
import { createDriver, deleteDriver } from "~/content/driver/repository.server";
import { createHeroSection, deleteHeroSection } from "~/content/hero-section/repository.server";
import { createNews, deleteNews } from "~/content/news/repository.server";
import { createPopup, deletePopup } from "~/content/popup/repository.server";
import { deleteMediaFile } from "~/content/media-file/repository.server";
import { createSolution, deleteSolution } from "~/content/solution/repository.server";
import { storeDownload } from "~/media/files.server";
import type { AppServices } from "~/services/services.server";
import type { DeviceKind } from "./art/devices";
import { heroSvg } from "./art/scenes";
import { type DemoImages, SEED_WIDTHS } from "./demo-images.server";
import { DEMO_DRIVER_CATEGORIES, driverPackageFiles, type SeedDownload, type SeedVersion } from "./editorial/downloads";
import { DEMO_HEROES, DEMO_POPUP } from "./editorial/home";
import { DEMO_NEWS } from "./editorial/news";
import { DEMO_SOLUTIONS } from "./editorial/solutions";
import type { ScenePicture } from "./editorial/types";
import { type OnCreated, sceneImage } from "./seed-catalogue.server";
import { createManual } from "./pdf/manual";
import { createZip } from "./zip-archive";
import { DEFAULT_SITE_SETTINGS } from "~/content/site-settings/defaults";

export type EditorialCounts = { news: number; solutions: number; heroSections: number; driverCategories: number; drivers: number; popups: number };

const picture = (images: DemoImages, { scene, colour }: ScenePicture) => sceneImage(images, scene, colour);
const heroImage = (images: DemoImages, index: number) => {
  const { kind, colour, shape } = DEMO_HEROES[index].art;
  return images.image(`hero-${index + 1}`, () => heroSvg(kind, colour, shape), SEED_WIDTHS.hero, `Illustration of ${HERO_DEVICE[kind]}`);
};

/** What a hero picture's device is, for its alt text. */
const HERO_DEVICE: Record<DeviceKind, string> = {
  "panel-pc": "a panel PC",
  "box-pc": "a box PC",
  rack: "a rack-mount computer",
  motherboard: "a motherboard",
  switch: "an industrial switch",
  converter: "a serial converter",
  kiosk: "a self-service kiosk",
  gps: "a GPS tracker",
};

/** Starts every editorial picture so they encode alongside the catalogue's. */
export function prepareEditorialImages(images: DemoImages): void {
  DEMO_HEROES.forEach((_, index) => void heroImage(images, index));
  for (const article of DEMO_NEWS) article.images.forEach((image) => void picture(images, image));
  for (const solution of DEMO_SOLUTIONS) {
    for (const block of [...solution.content, ...solution.applications]) if (block.image) void picture(images, block.image);
  }
}

/** News, solutions, hero slides, the popup and driver downloads. Links are paths on this site. */
export async function seedEditorial(
  services: Pick<AppServices, "db" | "storage">,
  images: DemoImages,
  onCreated: OnCreated,
): Promise<EditorialCounts> {
  const { db } = services;
  const counts: EditorialCounts = { news: 0, solutions: 0, heroSections: 0, driverCategories: 0, drivers: 0, popups: 0 };

  for (const [index, hero] of DEMO_HEROES.entries()) {
    const created = await createHeroSection(db, {
      image: await heroImage(images, index),
      h1_text: hero.h1,
      para_text: hero.para,
      button_text: hero.button,
      url_link: hero.path,
      is_active: true,
      sort_order: index + 1,
    });
    onCreated(() => deleteHeroSection(db, created.id));
    counts.heroSections++;
  }

  for (const article of DEMO_NEWS) {
    const created = await createNews(db, {
      title: article.title,
      place: article.place,
      date: article.date,
      images: await Promise.all(article.images.map((image) => picture(images, image))),
      content: article.content,
    });
    onCreated(() => deleteNews(db, created.id));
    counts.news++;
  }

  for (const solution of DEMO_SOLUTIONS) {
    const withImage = async <T extends { image?: ScenePicture }>({ image, ...block }: T) => ({
      ...block,
      image: image ? await picture(images, image) : null,
    });
    const created = await createSolution(db, {
      title: solution.title,
      date: solution.date,
      content: await Promise.all(solution.content.map(withImage)),
      highlights: solution.highlights,
      specifications: solution.specifications,
      applications: await Promise.all(solution.applications.map(withImage)),
    });
    onCreated(() => deleteSolution(db, created.id));
    counts.solutions++;
  }

  // Downloads name the products they serve by model number; the catalogue is seeded first.
  const products = await db.selectFrom("products").select(["id", "model_number"]).where("model_number", "is not", null).execute();
  const productIds = new Map(products.map((product) => [product.model_number, product.id]));
  for (const group of DEMO_DRIVER_CATEGORIES) {
    const category = await createDriverCategory(db, { name: group.name });
    onCreated(() => deleteDriverCategory(db, category.id));
    counts.driverCategories++;
    for (const download of group.drivers) {
      for (const version of download.versions) {
        const file = await storeDownload(services, "driver", downloadFile(download, version), version.fileName);
        onCreated(() => Promise.all([deleteMediaFile(db, file.key), services.storage.delete(file.key)]));
        const created = await createDriver(db, {
          name: download.name,
          kind: download.kind,
          version: version.version,
          release_date: version.releaseDate,
          operating_systems: download.systems,
          release_notes: version.notes,
          product_ids: download.models.flatMap((model) => productIds.get(model) ?? []),
          driver_category_id: category.id,
          download_link: file.url,
          file_name: file.originalName,
          file_size: file.size,
          checksum_sha256: file.checksum,
        });
        onCreated(() => deleteDriver(db, created.id));
        counts.drivers++;
      }
    }
  }

  const popup = await createPopup(db, {
    title: DEMO_POPUP.title,
    content: DEMO_POPUP.content,
    image: await picture(images, { scene: "expo", colour: 2 }),
    link: DEMO_POPUP.path,
    delay_seconds: DEMO_POPUP.delaySeconds,
    display_pages: DEMO_POPUP.pages,
    is_active: true,
  });
  onCreated(() => deletePopup(db, popup.id));
  counts.popups++;
  return counts;
}

/** A manual is a one-page PDF; every other download a small ZIP package. */
function downloadFile(download: SeedDownload, version: SeedVersion): Buffer {
  if (download.kind === "manual") {
    return createManual({ company: DEFAULT_SITE_SETTINGS.company_name, title: download.name, revision: version.version, models: download.models });
  }
  return createZip(driverPackageFiles(download, version));
}
