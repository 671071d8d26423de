import type { Selectable } from "kysely";
import type { HeroSectionTable } from "~/db/schema";

/** Browser-safe: the rule on active heroes (admin spec, points 2 and 8) and a hero as it is read. */
export const MAX_ACTIVE_HERO_SECTIONS = 3;
export const HERO_LIMIT_MESSAGE = "Maximum 3 hero sections can be active at once";
export const HERO_LIMIT_BANNER = "Maximum 3 hero sections can be active. Deactivate one to add a new section.";

export type HeroSection = Omit<Selectable<HeroSectionTable>, "is_active"> & { is_active: boolean };
