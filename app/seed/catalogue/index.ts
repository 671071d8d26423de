import type { LifecycleStatus } from "~/content/product/lifecycle";
import { boxPcs } from "./box-pcs";
import { converters } from "./converters";
import { gpsTracking } from "./gps-tracking";
import { kiosks } from "./kiosks";
import { motherboards } from "./motherboards";
import { panelPcs } from "./panel-pcs";
import { rackComputers } from "./rack-computers";
import { switches } from "./switches";
import type { SeedCategory } from "./types";

/** The eight product lines, in menu order. */
export const DEMO_CATALOGUE: readonly SeedCategory[] = [
  panelPcs,
  boxPcs,
  rackComputers,
  motherboards,
  switches,
  converters,
  kiosks,
  gpsTracking,
];

/**
 * The home page's "Popular Products" are the newest six (the spec's rule), so the seeder creates
 * these last, the first of the list last of all: a spread over six product lines. One of them is
 * also featured: the page then carries its card once, which keeps the home page's loader data
 * within its 10 kB (six cards of their own took it to 10.2 kB).
 */
export const DEMO_POPULAR_MODELS: readonly string[] = [
  "SPC-1500-SS69",
  "EBX-5105-MINI",
  "ISW-800G-UM",
  "TSK-2150-QM",
  "GTV-140-4G",
  "SBC-35-J6412",
];

/** A YouTube watch link for a video id: a plain link, nothing on our pages loads from YouTube. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/**
 * Demo lifecycles (issue 16): some products New, some past Active with a last-order date and a
 * successor. None of them is on the home page (featured or popular), whose size is held to a limit.
 */
export const DEMO_LIFECYCLE: Readonly<Record<string, { status: LifecycleStatus; lastOrder?: string; successor?: string }>> = {
  "SPC-1700-I3R": { status: "new" },
  "EAI-1245-VIS": { status: "new" },
  "MB-ATX-W680": { status: "new" },
  "RMC-1U-XD2": { status: "nrnd", successor: "RMC-1U-I5S" },
  "SPC-1010-N5105": { status: "eol", lastOrder: "2027-03-31", successor: "SPC-1560-J6412" },
  "SDS-1400-I": { status: "eol", lastOrder: "2026-12-31", successor: "SDS-1100-I" },
  "ISW-500-UM": { status: "discontinued", lastOrder: "2025-06-30", successor: "ISW-800G-UM" },
};
