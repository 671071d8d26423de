import type { Palette } from "./palette";

/** An SVG document with the soft gradient studio backdrop used by every product illustration. */
export function studio(width: number, height: number, colours: Palette, body: string): string {
  const floor = height * 0.84;
  return svg(
    width,
    height,
    `<defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
      <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#0f172a" stop-opacity="0.35"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/>
      </radialGradient>
      <pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse">
        <circle cx="2" cy="2" r="1.4" fill="#0f172a" fill-opacity="0.07"/>
      </pattern>
      ${screenGradient(colours)}
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <rect width="${width}" height="${height}" fill="url(#dots)"/>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    <ellipse cx="${width / 2}" cy="${floor}" rx="${width * 0.36}" ry="${height * 0.045}" fill="url(#shadow)"/>
    ${body}`,
  );
}

export function svg(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
}

/** Gradients shared by devices: the screen, brushed metal and dark plastic. */
export function screenGradient(colours: Palette): string {
  return `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.screenFrom}"/><stop offset="1" stop-color="${colours.screenTo}"/>
    </linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e5e7eb"/><stop offset="0.5" stop-color="#9ca3af"/><stop offset="1" stop-color="#6b7280"/>
    </linearGradient>
    <linearGradient id="dark" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#374151"/><stop offset="1" stop-color="#111827"/>
    </linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>`;
}

/** A dashboard mock-up for screens: header bar, bar chart, trend line and a gauge. */
export function dashboard(x: number, y: number, w: number, h: number, accent: string): string {
  const pad = w * 0.05;
  const bars = Array.from({ length: 7 }, (_, i) => {
    const bh = h * (0.18 + ((i * 37) % 50) / 140);
    const bx = x + pad + i * (w * 0.055);
    return `<rect x="${bx}" y="${y + h * 0.88 - bh}" width="${w * 0.035}" height="${bh}" rx="2" fill="${accent}" fill-opacity="0.9"/>`;
  }).join("");
  const lx = x + w * 0.5;
  const points = Array.from({ length: 9 }, (_, i) => `${lx + i * (w * 0.052)},${y + h * (0.7 - ((i * 29) % 40) / 100)}`).join(" ");
  const gx = x + w * 0.82;
  const gy = y + h * 0.32;
  const r = Math.min(w, h) * 0.11;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.1}" fill="#ffffff" fill-opacity="0.12"/>
    <circle cx="${x + pad}" cy="${y + h * 0.05}" r="${h * 0.022}" fill="${accent}"/>
    <rect x="${x + pad * 2}" y="${y + h * 0.035}" width="${w * 0.22}" height="${h * 0.03}" rx="3" fill="#ffffff" fill-opacity="0.5"/>
    ${bars}
    <polyline points="${points}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${Math.max(2, w * 0.006)}" stroke-linejoin="round"/>
    <circle cx="${gx}" cy="${gy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${r * 0.3}"/>
    <circle cx="${gx}" cy="${gy}" r="${r}" fill="none" stroke="${accent}" stroke-width="${r * 0.3}" stroke-dasharray="${r * 4.4} ${r * 10}" transform="rotate(-90 ${gx} ${gy})"/>
    <rect x="${x + pad}" y="${y + h * 0.16}" width="${w * 0.3}" height="${h * 0.04}" rx="3" fill="#ffffff" fill-opacity="0.35"/>
    <rect x="${x + pad}" y="${y + h * 0.24}" width="${w * 0.2}" height="${h * 0.04}" rx="3" fill="#ffffff" fill-opacity="0.2"/>`;
}

/** A row of status LEDs. */
export function leds(x: number, y: number, count: number, gap: number, r: number, colours: string[]): string {
  return Array.from({ length: count }, (_, i) => `<circle cx="${x + i * gap}" cy="${y}" r="${r}" fill="${colours[i % colours.length]}"/>`).join("");
}

/** An RJ45 socket seen from the front. */
export function rj45(x: number, y: number, w: number, led = "#22c55e"): string {
  const h = w * 0.85;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.06}" fill="#0b0f19" stroke="#4b5563" stroke-width="1.5"/>
    <rect x="${x + w * 0.3}" y="${y + h * 0.72}" width="${w * 0.4}" height="${h * 0.2}" fill="#374151"/>
    <rect x="${x + w * 0.15}" y="${y + h * 0.12}" width="${w * 0.7}" height="${h * 0.1}" fill="#ca8a04" fill-opacity="0.7"/>
    <rect x="${x + w * 0.05}" y="${y + h * 0.04}" width="${w * 0.14}" height="${h * 0.1}" fill="${led}"/>`;
}

/** A USB-A socket. */
export function usb(x: number, y: number, w: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${w * 0.42}" rx="2" fill="#0b0f19" stroke="#6b7280" stroke-width="1.2"/>
    <rect x="${x + w * 0.12}" y="${y + w * 0.08}" width="${w * 0.76}" height="${w * 0.13}" fill="#1d4ed8"/>`;
}

/** A DB9 serial connector. */
export function db9(x: number, y: number, w: number): string {
  const h = w * 0.42;
  const pins = Array.from({ length: 5 }, (_, i) => `<circle cx="${x + w * (0.22 + i * 0.14)}" cy="${y + h * 0.38}" r="${w * 0.025}" fill="#d1d5db"/>`).join("") +
    Array.from({ length: 4 }, (_, i) => `<circle cx="${x + w * (0.29 + i * 0.14)}" cy="${y + h * 0.66}" r="${w * 0.025}" fill="#d1d5db"/>`).join("");
  return `<path d="M${x} ${y} h${w} l${-w * 0.09} ${h} h${-w * 0.82} z" fill="#1f2937" stroke="#9ca3af" stroke-width="1.5"/>${pins}`;
}
