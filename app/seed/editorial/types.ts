import type { SceneKind } from "../art/scenes";

/** A picture of the scene pool: which scene, in which colours. */
export type ScenePicture = { scene: SceneKind; colour: number };

export type SeedNews = {
  title: string;
  place: string;
  date: string;
  images: ScenePicture[];
  content: Array<{ heading: string; para: string }>;
};

export type SeedSolution = {
  title: string;
  date: string;
  content: Array<{ heading: string; para: string; image?: ScenePicture }>;
  highlights: string[];
  specifications: string[];
  applications: Array<{ name: string; para: string; image?: ScenePicture }>;
};
