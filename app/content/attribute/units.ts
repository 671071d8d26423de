/**
 * Browser-safe: the units a number attribute may be entered in (issue 16). A number is stored in its
 * attribute's canonical unit, so ranges compare like with like, and shown as it was entered. A unit
 * not listed here takes values in itself only (ports, slots).
 */
type Conversion = { to: (value: number) => number };

const linear = (factor: number, offset = 0): Conversion => ({ to: (value) => value * factor + offset });

/** Canonical unit, then every unit it can be entered in, with how to convert to the canonical one. */
export const UNIT_CONVERSIONS: Record<string, Record<string, Conversion>> = {
  "°C": { "°C": linear(1), C: linear(1), "°F": { to: (f) => ((f - 32) * 5) / 9 }, F: { to: (f) => ((f - 32) * 5) / 9 }, K: linear(1, -273.15) },
  mm: { mm: linear(1), cm: linear(10), m: linear(1000), in: linear(25.4), '"': linear(25.4) },
  W: { W: linear(1), kW: linear(1000), mW: linear(0.001) },
  V: { V: linear(1), mV: linear(0.001), kV: linear(1000) },
  "Mbit/s": { "Mbit/s": linear(1), Mbps: linear(1), "Gbit/s": linear(1000), Gbps: linear(1000), "kbit/s": linear(0.001), kbps: linear(0.001) },
  GB: { GB: linear(1), MB: linear(0.001), TB: linear(1000) },
  kg: { kg: linear(1), g: linear(0.001), lb: linear(0.45359237) },
  "in": { in: linear(1), '"': linear(1), mm: linear(1 / 25.4), cm: linear(1 / 2.54) },
};

/** The units a value of an attribute with this canonical unit may carry. */
export function unitsFor(unit: string | null): string[] {
  if (!unit) return [];
  return Object.keys(UNIT_CONVERSIONS[unit] ?? { [unit]: linear(1) });
}

export type ParsedNumber = { value: number; shown: string };

const NUMBER = /^([-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+))\s*(.*)$/;

/**
 * Reads a number as staff type it ("-40", "-40 °F", "1 Gbps"); without a unit it is in the canonical
 * one. Returns the value in the canonical unit (rounded to 6 decimals) and the text to show, or null
 * when it is not a number or its unit cannot be converted.
 */
export function parseNumberValue(text: string, unit: string | null): ParsedNumber | null {
  const match = NUMBER.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1].replace(",", "."));
  const given = match[2].trim();
  if (!Number.isFinite(number)) return null;
  if (!given) return { value: round(number), shown: unit ? `${format(number)} ${unit}` : format(number) };
  const conversion = unit ? (UNIT_CONVERSIONS[unit] ?? { [unit]: linear(1) })[given] : undefined;
  if (!conversion) return null;
  return { value: round(conversion.to(number)), shown: `${format(number)} ${given}` };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6 + 0;
const format = (value: number) => String(value + 0);
