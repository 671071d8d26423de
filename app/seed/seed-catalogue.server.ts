import { createAttribute } from "~/content/attribute/repository.server";
import { saveProductAttributes } from "~/content/attribute/values.server";
import { createCategory, deleteCategory } from "~/content/category/repository.server";
import { createProduct, deleteProduct, setProductSuccessor } from "~/content/product/repository.server";
import { createProductType, deleteProductType } from "~/content/product-type/repository.server";
import { createSubcategory, deleteSubcategory } from "~/content/subcategory/repository.server";
import { deleteMediaFile } from "~/content/media-file/repository.server";
import { DEFAULT_SITE_SETTINGS } from "~/content/site-settings/defaults";
import { storeDownload } from "~/media/files.server";
import type { AppServices } from "~/services/services.server";
import { type DeviceKind, deviceSvg } from "./art/devices";
import { type SceneKind, sceneSvg } from "./art/scenes";
import { DEMO_CATALOGUE, DEMO_LIFECYCLE, DEMO_POPULAR_MODELS, youtubeWatchUrl } from "./catalogue";
import { DEMO_ATTRIBUTE_VALUES, DEMO_ATTRIBUTES, type SeedAttribute } from "./catalogue/attributes";
import { type SeedCategory, type SeedProduct, specificationGroups } from "./catalogue/types";
import { type DemoImages, SEED_WIDTHS } from "./demo-images.server";
import { createDatasheet } from "./pdf/datasheet";

export type CatalogueCounts = { categories: number; subcategories: number; types: number; products: number; catalogues: number };

const productImage = (images: DemoImages, category: SeedCategory, product: SeedProduct) =>
  images.image(`product-${product.model.toLowerCase()}`, () => deviceSvg(category.kind, product.colour, product.shape), SEED_WIDTHS.product, `${product.name}, front view`);

/** What each device's close-up shows, as its alt text. */
const DETAIL_ALT: Record<DeviceKind, string> = {
  "panel-pc": "Close-up of a panel PC's touch screen",
  "box-pc": "Close-up of a box PC's ports",
  rack: "Close-up of a rack-mount computer's front panel",
  motherboard: "Close-up of a motherboard's chips",
  switch: "Close-up of an industrial switch's ports",
  converter: "Close-up of a serial converter's connectors",
  kiosk: "Close-up of a kiosk's screen",
  gps: "Close-up of a GPS tracker",
};

/** Where the close-up of each device looks: the screen, the ports, the chips. */
const DETAIL_FOCUS: Record<DeviceKind, { x: number; y: number }> = {
  "panel-pc": { x: 300, y: 220 },
  "box-pc": { x: 330, y: 250 },
  rack: { x: 260, y: 300 },
  motherboard: { x: 380, y: 250 },
  switch: { x: 400, y: 290 },
  converter: { x: 330, y: 250 },
  kiosk: { x: 400, y: 260 },
  gps: { x: 390, y: 290 },
};

/** One close-up per product line, drawn from its first product, shared by the line's galleries. */
const detailImage = (images: DemoImages, category: SeedCategory) => {
  const { colour, shape } = category.products[0];
  const zoom = { ...DETAIL_FOCUS[category.kind], factor: 1.8 };
  return images.image(`detail-${category.kind}`, () => deviceSvg(category.kind, colour, shape, 800, 600, zoom), SEED_WIDTHS.product, DETAIL_ALT[category.kind]);
};

/** Application pictures use one colouring per scene, so products share a small pool of them. */
const SCENE_COLOUR: Record<SceneKind, number> = { factory: 2, datacenter: 4, transport: 1, retail: 3, expo: 2, energy: 9, network: 6, city: 8 };

/** What each application picture shows, as its alt text. */
const SCENE_ALT: Record<SceneKind, string> = {
  factory: "Illustration of a factory floor with machines",
  datacenter: "Illustration of server racks in a data centre",
  transport: "Illustration of a vehicle on the road",
  retail: "Illustration of a shop with a self-service kiosk",
  expo: "Illustration of a trade fair stand",
  energy: "Illustration of a power plant",
  network: "Illustration of connected network devices",
  city: "Illustration of a city street",
};

export const sceneImage = (images: DemoImages, scene: SceneKind, colour: number) =>
  images.image(`scene-${scene}-${colour}`, () => sceneSvg(scene, colour), SEED_WIDTHS.scene, SCENE_ALT[scene]);

/** Starts every picture of the catalogue so encoding overlaps with nothing waiting on it. */
export function prepareCatalogueImages(images: DemoImages): void {
  for (const category of DEMO_CATALOGUE) {
    void detailImage(images, category);
    for (const product of category.products) {
      void productImage(images, category, product);
      for (const scene of product.applicationScenes ?? []) void sceneImage(images, scene, SCENE_COLOUR[scene]);
    }
  }
}

/** Remembers how to remove a created row, so a failed seed can leave the database empty again. */
export type OnCreated = (undo: () => Promise<unknown>) => void;

/** Creates the eight product lines with their subcategories, types and products, each product with its datasheet. */
export async function seedCatalogue(
  services: Pick<AppServices, "db" | "storage">,
  images: DemoImages,
  onCreated: OnCreated,
): Promise<CatalogueCounts> {
  const { db } = services;
  const counts: CatalogueCounts = { categories: 0, subcategories: 0, types: 0, products: 0, catalogues: 0 };
  // Products are created once every line exists, popular ones last (see DEMO_POPULAR_MODELS).
  const products: Array<{ model: string; create: () => Promise<void> }> = [];
  const ids = new Map<string, number>();
  for (const [index, line] of DEMO_CATALOGUE.entries()) {
    const mains = await Promise.all(line.products.map((product) => productImage(images, line, product)));
    const detail = await detailImage(images, line);
    const lead = line.products.findIndex((product) => product.featured);
    const category = await createCategory(db, {
      name: line.name,
      description: line.description,
      small_content: line.smallContent,
      image: mains[Math.max(lead, 0)],
      sort_order: index + 1,
    });
    onCreated(() => deleteCategory(db, category.id));
    counts.categories++;
    const attributes = DEMO_ATTRIBUTES[line.name];
    if (!attributes) throw new Error(`Demo line ${line.name} has no attributes`);
    const lineAttributes = await createSeedAttributes(db, attributes.category, { category_id: category.id });

    const places = new Map<string, { subcategory_id: number; types: Map<string, number> }>();
    const typeAttributes = new Map<number, Map<string, number>>();
    for (const sub of line.subcategories) {
      const first = line.products.findIndex((product) => product.subcategory === sub.name);
      const subcategory = await createSubcategory(db, {
        name: sub.name,
        description: sub.description,
        image: first >= 0 ? mains[first] : null,
        category_id: category.id,
      });
      onCreated(() => deleteSubcategory(db, subcategory.id));
      counts.subcategories++;
      const types = new Map<string, number>();
      for (const seedType of sub.types ?? []) {
        const firstOfType = line.products.findIndex((product) => product.type === seedType.name);
        const type = await createProductType(db, {
          name: seedType.name,
          description: seedType.description,
          image: firstOfType >= 0 ? mains[firstOfType] : null,
          subcategory_id: subcategory.id,
        });
        onCreated(() => deleteProductType(db, type.id));
        counts.types++;
        types.set(seedType.name, type.id);
        const own = attributes.types[seedType.name];
        if (!own?.length) throw new Error(`Demo type ${seedType.name} has no attributes`);
        typeAttributes.set(type.id, await createSeedAttributes(db, own, { type_id: type.id }));
      }
      places.set(sub.name, { subcategory_id: subcategory.id, types });
    }

    for (const [i, product] of line.products.entries()) {
      const place = places.get(product.subcategory);
      const typeId = product.type ? place?.types.get(product.type) : null;
      if (!place || typeId === undefined) throw new Error(`Demo product ${product.model} names an unknown subcategory or type`);
      const siblings = mains.filter((_, j) => j !== i);
      // 2 to 6 gallery pictures: the line's close-up, then other models of the line.
      const gallery = [detail, ...siblings].slice(0, 2 + ((i + index) % 5));
      const create = async () => {
        const applicationImages = await Promise.all(
          (product.applicationScenes ?? []).map((scene) => sceneImage(images, scene, SCENE_COLOUR[scene])),
        );
        const catalogue = await storeDatasheet(services, line, product, onCreated);
        counts.catalogues++;
        const created = await createProduct(db, {
          name: product.name,
          subtitle: product.subtitle ?? null,
          model_number: product.model,
          description: product.description,
          industry: product.industry ?? null,
          main_image: mains[i],
          product_images: gallery,
          features: product.features,
          product_benefits: product.benefits,
          specification_groups: specificationGroups(product.specs),
          applications: product.applications,
          application_images: applicationImages,
          catalog_file: catalogue,
          youtube_link: product.video ? youtubeWatchUrl(product.video) : null,
          category_id: category.id,
          subcategory_id: place.subcategory_id,
          type_id: typeId,
          featured: product.featured ?? false,
          lifecycle_status: DEMO_LIFECYCLE[product.model]?.status ?? "active",
          last_order_date: DEMO_LIFECYCLE[product.model]?.lastOrder ?? null,
        });
        onCreated(() => deleteProduct(db, created.id));
        const known = new Map([...lineAttributes, ...(typeId ? (typeAttributes.get(typeId) ?? []) : [])]);
        const values = new Map<number, string>();
        for (const [name, value] of Object.entries(DEMO_ATTRIBUTE_VALUES[product.model] ?? {})) {
          const id = known.get(name);
          if (id === undefined) throw new Error(`Demo product ${product.model} names an attribute its line and type lack: ${name}`);
          values.set(id, value);
        }
        await saveProductAttributes(db, created, values);
        ids.set(product.model, created.id);
        counts.products++;
      };
      products.push({ model: product.model, create });
    }
  }

  const popularity = (model: string) => DEMO_POPULAR_MODELS.indexOf(model);
  const missing = DEMO_POPULAR_MODELS.filter((model) => !products.some((product) => product.model === model));
  if (missing.length > 0) throw new Error(`Popular demo models not in the catalogue: ${missing.join(", ")}`);
  const ordinary = products.filter((product) => popularity(product.model) < 0);
  const popular = products.filter((product) => popularity(product.model) >= 0).sort((a, b) => popularity(b.model) - popularity(a.model));
  for (const product of [...ordinary, ...popular]) await product.create();
  // Successors once every product exists: a product may be replaced by one created after it.
  for (const [model, { successor }] of Object.entries(DEMO_LIFECYCLE)) {
    const id = ids.get(model);
    const successorId = successor ? ids.get(successor) : undefined;
    if (id === undefined || (successor && successorId === undefined)) throw new Error(`Demo lifecycle names an unknown model: ${model}`);
    if (successorId !== undefined) await setProductSuccessor(db, id, successorId);
  }
  return counts;
}

/** Creates a line's or a type's attributes in the order given; their ids by name. */
async function createSeedAttributes(db: AppServices["db"], attributes: SeedAttribute[], place: { category_id: number } | { type_id: number }) {
  const ids = new Map<string, number>();
  for (const [i, attribute] of attributes.entries()) {
    const created = await createAttribute(db, { ...attribute, options: attribute.options ?? [], unit: attribute.unit ?? null, sort_order: i + 1, ...place });
    ids.set(attribute.name, created.id);
  }
  return ids;
}

/** Stores a product's datasheet as a catalogue upload would be, under "<model>-datasheet.pdf"; resolves to its /media/ URL. */
async function storeDatasheet(
  services: Pick<AppServices, "db" | "storage">,
  line: SeedCategory,
  product: SeedProduct,
  onCreated: OnCreated,
): Promise<string> {
  const pdf = createDatasheet({ company: DEFAULT_SITE_SETTINGS.company_name, category: line.name, product });
  const file = await storeDownload(services, "catalogue", pdf, `${product.model}-datasheet.pdf`);
  onCreated(() => Promise.all([deleteMediaFile(services.db, file.key), services.storage.delete(file.key)]));
  return file.url;
}
