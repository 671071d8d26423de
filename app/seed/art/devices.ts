import { studio } from "./canvas";
import { boxPc, motherboard, panelPc, rackServer } from "./devices-computing";
import { ethernetSwitch, gpsTracker, kiosk, serialConverter } from "./devices-network";
import { palette } from "./palette";

export type DeviceKind = "panel-pc" | "box-pc" | "rack" | "motherboard" | "switch" | "converter" | "kiosk" | "gps";

const DRAW = {
  "panel-pc": panelPc,
  "box-pc": boxPc,
  rack: rackServer,
  motherboard,
  switch: ethernetSwitch,
  converter: serialConverter,
  kiosk,
  gps: gpsTracker,
} as const;

/** A close-up: the stage point to centre on and the magnification. */
export type Zoom = { x: number; y: number; factor: number };

/**
 * A product illustration as SVG: the device drawn on an 800x600 stage, scaled to the asked size.
 * `colour` picks the palette and `shape` a model variation (screen ratio, port count, rack units).
 */
export function deviceSvg(kind: DeviceKind, colour: number, shape: number, width = 800, height = 600, zoom?: Zoom): string {
  const colours = palette(colour);
  const factor = zoom?.factor ?? 1;
  const scale = Math.min(width / 800, height / 600) * factor;
  // Zooming keeps the focus point (stage coordinates) at the centre of the picture.
  const dx = zoom ? width / 2 - zoom.x * scale : (width - 800 * scale) / 2;
  const dy = zoom ? height / 2 - zoom.y * scale : (height - 600 * scale) / 2;
  return studio(width, height, colours, `<g transform="translate(${dx} ${dy}) scale(${scale})">${DRAW[kind](colours, shape)}</g>`);
}

/** The device alone (no backdrop), for placing into larger scenes. */
export function deviceBody(kind: DeviceKind, colour: number, shape: number): string {
  return DRAW[kind](palette(colour), shape);
}
