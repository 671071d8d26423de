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
