import { screenGradient, svg } from "./canvas";
import { type DeviceKind, deviceBody } from "./devices";
import { palette, seededRandom } from "./palette";

/** Editorial pictures (news, solutions, applications) on a 1200x630 stage, and hero banners. */
export type SceneKind = "factory" | "datacenter" | "transport" | "retail" | "expo" | "energy" | "network" | "city";

function defs(colour: number, dark: boolean): string {
  const c = palette(colour);
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${dark ? "#0b1220" : c.from}"/><stop offset="1" stop-color="${dark ? c.screenFrom : c.to}"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0f172a" stop-opacity="0.05"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.35"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${c.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/>
    </radialGradient>
    ${screenGradient(c)}
  </defs>`;
}

/** Floor lines converging to a vanishing point: reads as a hall or a road. */
function perspectiveFloor(w: number, h: number, horizon: number, stroke: string): string {
  const lines = Array.from({ length: 17 }, (_, i) => `<path d="M${w / 2} ${horizon} L${-w + (i * 3 * w) / 16} ${h}" stroke="${stroke}" stroke-opacity="0.25"/>`);
  const rows = Array.from({ length: 7 }, (_, i) => {
    const y = horizon + (h - horizon) * ((i + 1) / 7) ** 1.7;
    return `<path d="M0 ${y} H${w}" stroke="${stroke}" stroke-opacity="0.2"/>`;
  });
  return `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#floor)"/>${lines.join("")}${rows.join("")}`;
}

const place = (kind: DeviceKind, colour: number, shape: number, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${deviceBody(kind, colour, shape)}</g>`;

const SCENES: Record<SceneKind, (colour: number, rnd: () => number) => string> = {
  factory: (colour) => {
    const c = palette(colour);
    const boxes = Array.from({ length: 6 }, (_, i) => `<rect x="${140 + i * 150}" y="392" width="70" height="56" rx="4" fill="#d97706" stroke="#92400e" stroke-width="2"/>`).join("");
    const arm = (x: number) => `<g stroke="#334155" stroke-width="22" stroke-linecap="round" fill="none"><path d="M${x} 470 L${x} 400 L${x + 90} 300 L${x + 170} 340"/></g>
      <circle cx="${x}" cy="400" r="18" fill="${c.accent}"/><circle cx="${x + 90}" cy="300" r="16" fill="${c.accent}"/>
      <rect x="${x - 40}" y="470" width="80" height="30" rx="6" fill="#1e293b"/>`;
    return `${perspectiveFloor(1200, 630, 300, "#ffffff")}
      <rect x="80" y="448" width="1040" height="26" rx="13" fill="#1e293b"/>${boxes}
      ${Array.from({ length: 14 }, (_, i) => `<circle cx="${100 + i * 76}" cy="461" r="9" fill="#64748b"/>`).join("")}
      ${arm(300)}${arm(760)}
      ${place("panel-pc", colour, 1, 920, 120, 0.42)}`;
  },
  datacenter: (colour, rnd) => {
    const racks = Array.from({ length: 5 }, (_, i) => {
      const x = 60 + i * 230;
      const units = Array.from({ length: 9 }, (_, u) => `<rect x="${x + 12}" y="${120 + u * 42}" width="166" height="34" rx="3" fill="#1f2937"/>
        <circle cx="${x + 30}" cy="${137 + u * 42}" r="4" fill="${rnd() > 0.3 ? "#22c55e" : "#f59e0b"}"/>
        <rect x="${x + 44}" y="${133 + u * 42}" width="${60 + rnd() * 60}" height="6" rx="3" fill="${palette(colour).accent}" fill-opacity="0.7"/>`).join("");
      return `<rect x="${x}" y="100" width="190" height="410" rx="8" fill="#0f172a" stroke="#334155" stroke-width="3"/>${units}`;
    }).join("");
    return `${perspectiveFloor(1200, 630, 510, "#94a3b8")}${racks}<ellipse cx="600" cy="80" rx="500" ry="60" fill="url(#spot)"/>`;
  },
  transport: (colour) => {
    const c = palette(colour);
    return `<path d="M0 360 H1200 V630 H0z" fill="#334155"/>
      <path d="M600 360 L250 630 M600 360 L950 630" stroke="#f8fafc" stroke-width="6"/>
      <path d="M600 370 L600 630" stroke="#facc15" stroke-width="8" stroke-dasharray="30 26"/>
      ${Array.from({ length: 6 }, (_, i) => `<rect x="${40 + i * 200}" y="${180 - (i % 3) * 40}" width="140" height="${180 + (i % 3) * 40}" fill="#1e293b" fill-opacity="0.7"/>`).join("")}
      <g transform="translate(640 330)"><rect width="380" height="150" rx="24" fill="${c.accent}"/><rect x="20" y="24" width="340" height="56" rx="8" fill="#e0f2fe" fill-opacity="0.85"/>
        <circle cx="80" cy="150" r="28" fill="#0f172a"/><circle cx="300" cy="150" r="28" fill="#0f172a"/></g>
      <g transform="translate(300 200)"><path d="M0 0 c-34 -44 -34 -92 0 -92 c34 0 34 48 0 92z" fill="#ef4444" stroke="#fff" stroke-width="5"/><circle cx="0" cy="-60" r="12" fill="#fff"/></g>
      <path d="M300 200 C 420 120, 600 260, 800 300" stroke="#ffffff" stroke-width="6" stroke-dasharray="4 16" fill="none" stroke-linecap="round"/>`;
  },
  retail: (colour) =>
    `${perspectiveFloor(1200, 630, 420, "#ffffff")}
      ${[0, 1, 2].map((i) => place("kiosk", colour + i, i, -130 + i * 350, 40, 0.95)).join("")}`,
  expo: (colour, rnd) => {
    const c = palette(colour);
    const booths = [0, 1, 2].map((i) => `<rect x="${60 + i * 380}" y="90" width="320" height="300" rx="6" fill="${i === 1 ? c.accent : "#1e293b"}" fill-opacity="${i === 1 ? 0.9 : 0.8}"/>
      <rect x="${90 + i * 380}" y="120" width="260" height="40" rx="6" fill="#ffffff" fill-opacity="0.85"/>
      <rect x="${110 + i * 380}" y="330" width="220" height="120" rx="6" fill="#e2e8f0"/>`).join("");
    const people = Array.from({ length: 9 }, () => {
      const x = 60 + rnd() * 1080;
      const s = 0.8 + rnd() * 0.5;
      return `<g transform="translate(${x} ${500 - 40 * s}) scale(${s})"><circle cx="0" cy="-70" r="18" fill="#334155"/><rect x="-22" y="-48" width="44" height="90" rx="20" fill="#475569"/></g>`;
    }).join("");
    return `${perspectiveFloor(1200, 630, 400, "#ffffff")}<ellipse cx="600" cy="60" rx="520" ry="90" fill="url(#spot)"/>${booths}
      ${place("box-pc", colour, 0, 110, 210, 0.3)}${place("panel-pc", colour, 2, 500, 200, 0.27)}${place("switch", colour, 0, 820, 250, 0.3)}${people}`;
  },
  energy: (colour) => {
    const panels = Array.from({ length: 10 }, (_, i) => {
      const x = 60 + (i % 5) * 150;
      const y = 400 + Math.floor(i / 5) * 90;
      return `<path d="M${x} ${y} h130 l-24 70 h-130z" fill="#1e3a8a" stroke="#93c5fd" stroke-width="2"/><path d="M${x + 43} ${y} l-24 70 M${x + 86} ${y} l-24 70 M${x - 12} ${y + 35} h130" stroke="#93c5fd" stroke-width="1.5"/>`;
    }).join("");
    const turbine = (x: number, s: number, a: number) => `<g transform="translate(${x} ${380 - 260 * s}) scale(${s})"><path d="M-6 0 L-12 260 H12 L6 0z" fill="#f8fafc"/>
      ${[0, 120, 240].map((r) => `<path d="M0 0 L-8 -120 Q0 -140 8 -120z" fill="#f8fafc" transform="rotate(${r + a})"/>`).join("")}<circle r="10" fill="#cbd5e1"/></g>`;
    return `<circle cx="980" cy="140" r="70" fill="#fde68a" fill-opacity="0.9"/>${turbine(880, 1, 10)}${turbine(1040, 0.8, 40)}${turbine(760, 0.6, 70)}
      <path d="M0 380 Q300 340 600 380 T1200 370 V630 H0z" fill="#166534" fill-opacity="0.5"/>${panels}`;
  },
  network: (colour, rnd) => {
    const c = palette(colour);
    const nodes = Array.from({ length: 16 }, () => [80 + rnd() * 1040, 60 + rnd() * 380] as const);
    const links = nodes.flatMap(([x, y], i) => nodes.slice(i + 1, i + 3).map(([x2, y2]) => `<path d="M${x} ${y} L${x2} ${y2}" stroke="${c.accent}" stroke-opacity="0.6" stroke-width="3"/>`)).join("");
    const dots = nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 4 ? 9 : 16}" fill="${i % 4 ? "#e2e8f0" : c.accent}" stroke="#0f172a" stroke-width="3"/>`).join("");
    return `${links}${dots}${place("switch", colour, 2, 120, 250, 0.9)}`;
  },
  city: (colour, rnd) => {
    const c = palette(colour);
    const towers = Array.from({ length: 14 }, (_, i) => {
      const w = 60 + rnd() * 50;
      const h = 160 + rnd() * 260;
      const x = i * 88;
      const windows = Array.from({ length: Math.floor(h / 40) }, (_, r) => `<rect x="${x + 12}" y="${520 - h + 20 + r * 40}" width="${w - 24}" height="14" fill="#fde68a" fill-opacity="${0.2 + rnd() * 0.6}"/>`).join("");
      return `<rect x="${x}" y="${520 - h}" width="${w}" height="${h}" fill="#1e293b"/>${windows}`;
    }).join("");
    return `${towers}<rect y="520" width="1200" height="110" fill="#0f172a"/>
      <path d="M0 300 C 300 200, 500 420, 800 260 S 1100 220, 1200 160" stroke="${c.accent}" stroke-width="5" fill="none" stroke-dasharray="10 12"/>`;
  },
};

export function sceneSvg(kind: SceneKind, colour: number, width = 1200, height = 630): string {
  const dark = kind !== "energy" && kind !== "retail";
  const scale = Math.max(width / 1200, height / 630);
  const dx = (width - 1200 * scale) / 2;
  const dy = (height - 630 * scale) / 2;
  const body = SCENES[kind](colour, seededRandom(colour * 31 + kind.length));
  return svg(width, height, `${defs(colour, dark)}<rect width="${width}" height="${height}" fill="url(#sky)"/>
    <g transform="translate(${dx} ${dy}) scale(${scale})">${body}</g>`);
}

/** A 1920x800 banner: dark backdrop, circuit lines, the device large on the right; the left stays calm for text. */
export function heroSvg(kind: DeviceKind, colour: number, shape: number): string {
  const c = palette(colour);
  const rnd = seededRandom(colour * 7 + shape);
  const circuits = Array.from({ length: 26 }, () => {
    const x = 700 + rnd() * 1200;
    const y = rnd() * 800;
    const l = 80 + rnd() * 200;
    return `<path d="M${x} ${y} h${l} l40 40 v${60 + rnd() * 80}" fill="none" stroke="${c.accent}" stroke-opacity="0.35" stroke-width="3"/><circle cx="${x}" cy="${y}" r="6" fill="${c.accent}" fill-opacity="0.6"/>`;
  }).join("");
  return svg(1920, 800, `${defs(colour, true)}
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#020617" stop-opacity="0.85"/><stop offset="0.55" stop-color="#020617" stop-opacity="0"/></linearGradient>
    <rect width="1920" height="800" fill="url(#sky)"/>${circuits}
    <ellipse cx="1380" cy="420" rx="520" ry="360" fill="url(#spot)"/>
    <g transform="translate(960 40) scale(1.2)">${deviceBody(kind, colour, shape)}</g>
    <rect width="1920" height="800" fill="url(#fade)"/>`);
}
