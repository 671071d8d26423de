import type { DeviceKind } from "../art/devices";
import type { SceneKind } from "../art/scenes";

/** Demo catalogue, written as data; the seeder turns it into rows and pictures. */
export type SeedSpecs = Record<string, Record<string, string>>;

export type SeedProduct = {
  name: string;
  model: string;
  /** The short line under its name, for some products. */
  subtitle?: string;
  subcategory: string;
  type?: string;
  description: string;
  industry?: string;
  features: string[];
  benefits: Array<{ name: string; icon: string }>;
  specs: SeedSpecs;
  applications: string[];
  /** Scenes drawn as application images (at most 4). */
  applicationScenes?: SceneKind[];
  featured?: boolean;
  /** The id of its YouTube video (the `v=` of a watch link), when it has one. */
  video?: string;
  /** Picture variation: palette and model shape. */
  colour: number;
  shape: number;
};

export type SeedSubcategory = {
  name: string;
  description: string;
  types?: Array<{ name: string; description: string }>;
};

export type SeedCategory = {
  name: string;
  smallContent: string;
  description: string;
  kind: DeviceKind;
  subcategories: SeedSubcategory[];
  products: SeedProduct[];
};

/** Turns `{ Group: { name: detail } }` into the stored list of specification groups. */
export function specificationGroups(specs: SeedSpecs) {
  return Object.entries(specs).map(([group_name, specifications]) => ({ group_name, specifications }));
}
