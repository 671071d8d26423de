import { slugify } from "~/content/product/slug";

/**
 * Builds one synthetic product row from a template (a real product of the same category) and a
 * running number. Pure and deterministic: the same number gives the same product, so a test or
 * a benchmark can predict names and model numbers.
 */
export type ProductTemplate = {
  name: string;
  model_number: string | null;
  description: string | null;
  industry: string | null;
  main_image: string | null;
  product_images: string;
  features: string;
  product_benefits: string;
  specification_groups: string;
  applications: string;
  application_images: string;
};

export type Placement = { category_id: number; subcategory_id: number | null; type_id: number | null; label: string };

const QUALIFIERS = [
  "Rugged", "Compact", "Fanless", "Slim", "Extended-Temperature", "High-Performance", "Low-Power", "Outdoor",
  "Marine", "Railway", "Wide-Voltage", "Sealed", "Modular", "Edge", "Heavy-Duty", "Secure",
];
const SERIES = [
  "Atlas", "Vega", "Orion", "Titan", "Nova", "Apex", "Helix", "Quartz", "Falcon", "Summit", "Vertex", "Nimbus",
  "Cobalt", "Zenith", "Polaris", "Aurora", "Kestrel", "Meridian", "Sentinel", "Boreal",
];
const INDUSTRIES = [
  "Industrial Automation", "Transportation", "Energy", "Retail", "Healthcare", "Logistics", "Smart City",
  "Oil and Gas", "Agriculture", "Mining", "Defence", "Water Treatment",
];
const PURPOSES = [
  "machine control and HMI duty on the factory floor",
  "trackside and rolling-stock installations",
  "substation monitoring and protection gateways",
  "self-service terminals that run around the clock",
  "warehouse automation and conveyor control",
  "vision inspection at the end of production lines",
  "remote telemetry in unmanned cabinets",
  "fleet management and in-vehicle computing",
  "edge analytics next to PLCs and sensors",
  "harsh outdoor sites with dust, vibration and temperature swings",
];
const VARIANT_NOTES = [
  "conformal-coated boards", "an extended five-year warranty", "a locked BIOS and secure boot", "dual SIM failover",
  "an isolated power input", "a wide 9-48 V DC input", "a long-life component list", "custom branding on request",
  "TPM 2.0", "a second LAN port", "an IP65 front", "M12 connectors",
];
const MEMORY = ["4 GB", "8 GB", "16 GB", "32 GB", "64 GB"];
const STORAGE = ["64 GB eMMC", "128 GB SSD", "256 GB NVMe", "512 GB NVMe", "1 TB NVMe"];
const TEMPERATURE = ["0 to 50 °C", "-20 to 60 °C", "-30 to 70 °C", "-40 to 75 °C", "-40 to 85 °C"];
const WARRANTY = ["2 years", "3 years", "5 years"];

/** A small fast hash, so picks look random but follow from the number. */
function mix(n: number, salt: number): number {
  let x = (n * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 2246822507) >>> 0;
  x ^= x >>> 13;
  return x >>> 0;
}
const pick = <T>(list: readonly T[], n: number, salt: number): T => list[mix(n, salt) % list.length];

/** The model number of product `n`: the template's family prefix, the number and a variant letter. */
export function syntheticModelNumber(template: ProductTemplate, n: number): string {
  const prefix = (template.model_number ?? "SYN").split("-")[0].replace(/[^A-Z0-9]/gi, "").toUpperCase() || "SYN";
  return `${prefix}-${n}${String.fromCharCode(65 + (mix(n, 7) % 26))}`;
}

/** The template name without a leading marketing word, e.g. "15.6\" Fanless Panel PC" stays as it is. */
const coreName = (name: string) => name.replace(/\s+/g, " ").trim().slice(0, 90);

function specificationGroups(stored: string, n: number): string {
  let groups: Array<{ group_name: string; specifications: Record<string, string> }> = [];
  try {
    groups = JSON.parse(stored);
  } catch {
    groups = [];
  }
  const varied = groups.map((group) => ({
    group_name: group.group_name,
    specifications: Object.fromEntries(
      Object.entries(group.specifications).map(([name, detail]) => {
        if (/memory|ram/i.test(name)) return [name, pick(MEMORY, n, 11)];
        if (/storage|disk|ssd/i.test(name)) return [name, pick(STORAGE, n, 12)];
        if (/operating temperature/i.test(name)) return [name, pick(TEMPERATURE, n, 13)];
        return [name, detail];
      }),
    ),
  }));
  varied.push({ group_name: "Service", specifications: { Warranty: pick(WARRANTY, n, 14), Variant: `Build ${n % 97}` } });
  return JSON.stringify(varied);
}

export type SyntheticRow = ProductTemplate &
  Omit<Placement, "label"> & { slug: string; catalog_file: null; youtube_link: null; featured: number; created_at: string; updated_at: string };

/**
 * Product number `n` placed in a category/subcategory/type. Dates spread over about three years
 * before `epoch`, so "newest first" orders them in a believable way.
 */
export function syntheticProduct(template: ProductTemplate, place: Placement, n: number, epoch: number): SyntheticRow {
  const model = syntheticModelNumber(template, n);
  const qualifier = pick(QUALIFIERS, n, 1);
  const series = pick(SERIES, n, 2);
  const name = `${qualifier} ${coreName(template.name)} ${series} ${model}`;
  const industry = pick(INDUSTRIES, n, 3);
  const firstSentence = (template.description ?? "").split(/(?<=\.)\s/)[0] ?? "";
  const description =
    `The ${model} is a ${qualifier.toLowerCase()} member of the ${series} series in our ${place.label} range, ` +
    `made for ${pick(PURPOSES, n, 4)}. ${firstSentence} ` +
    `This build adds ${pick(VARIANT_NOTES, n, 5)} and ${pick(VARIANT_NOTES, n, 6)}, and ships with ` +
    `${pick(MEMORY, n, 11)} of memory for ${industry.toLowerCase()} projects.`;
  const created = new Date(epoch - (mix(n, 8) % (3 * 365 * 24 * 3600)) * 1000);
  const updated = new Date(created.getTime() + (mix(n, 9) % (90 * 24 * 3600)) * 1000);
  return {
    ...template,
    name,
    slug: slugify(name),
    model_number: model,
    description,
    industry,
    specification_groups: specificationGroups(template.specification_groups, n),
    catalog_file: null,
    youtube_link: null,
    category_id: place.category_id,
    subcategory_id: place.subcategory_id,
    type_id: place.type_id,
    featured: 0,
    created_at: created.toISOString(),
    updated_at: (updated.getTime() > epoch ? created : updated).toISOString(),
  };
}
