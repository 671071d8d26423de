import { dashboard, db9, leds, rj45, usb } from "./canvas";
import type { Palette } from "./palette";

export function ethernetSwitch(c: Palette, shape: number): string {
  if (shape % 2 === 1) return dinSwitch(c, shape);
  const ports = 8 + (shape % 3) * 4;
  const w = 140 + ports * 38;
  const x = (800 - w) / 2;
  const y = 240;
  const sockets = Array.from({ length: ports }, (_, i) =>
    rj45(x + 110 + Math.floor(i / 2) * 76 + (i % 2) * 36, y + 22 + 0 * (i % 2), 32, i % 3 === 0 ? "#f59e0b" : "#22c55e")).join("");
  return `<rect x="${x + 14}" y="${y + 14}" width="${w}" height="110" rx="10" fill="#0f172a" fill-opacity="0.35"/>
    <rect x="${x}" y="${y}" width="${w}" height="110" rx="10" fill="url(#dark)" stroke="#6b7280" stroke-width="2"/>
    <rect x="${x}" y="${y + 86}" width="${w}" height="24" rx="6" fill="${c.accent}"/>
    <rect x="${x + 20}" y="${y + 18}" width="70" height="54" rx="6" fill="#1f2937" stroke="${c.accent}"/>
    ${leds(x + 35, y + 34, 3, 20, 4, ["#22c55e", "#22c55e", "#f59e0b"])}
    ${sockets}
    ${Array.from({ length: ports }, (_, i) => `<circle cx="${x + 126 + Math.floor(i / 2) * 76 + (i % 2) * 36}" cy="${y + 70}" r="3" fill="${i % 4 === 1 ? "#f59e0b" : "#22c55e"}"/>`).join("")}`;
}

function dinSwitch(c: Palette, shape: number): string {
  const x = 300;
  const y = 70;
  const ports = 4 + (shape % 3);
  const h = 90 + ports * 62;
  return `<rect x="${x + 14}" y="${y + 14}" width="200" height="${h}" rx="14" fill="#0f172a" fill-opacity="0.35"/>
    <rect x="${x}" y="${y}" width="200" height="${h}" rx="14" fill="url(#dark)" stroke="#6b7280" stroke-width="2"/>
    <rect x="${x + 150}" y="${y}" width="50" height="${h}" rx="12" fill="${c.accent}"/>
    <rect x="${x + 20}" y="${y + 16}" width="110" height="34" rx="4" fill="#15803d"/>
    ${Array.from({ length: 4 }, (_, i) => `<circle cx="${x + 34 + i * 27}" cy="${y + 33}" r="7" fill="#d1d5db" stroke="#374151"/>`).join("")}
    ${Array.from({ length: ports }, (_, i) => rj45(x + 40, y + 70 + i * 62, 56)).join("")}
    ${leds(x + 175, y + 40, 1, 0, 5, ["#22c55e"])}
    ${Array.from({ length: ports }, (_, i) => `<circle cx="${x + 175}" cy="${y + 96 + i * 62}" r="5" fill="${i % 3 ? "#22c55e" : "#f59e0b"}"/>`).join("")}`;
}

export function serialConverter(c: Palette, shape: number): string {
  const x = 220;
  const y = 150;
  const w = 360;
  const h = 250;
  const second = shape % 2 === 0 ? db9(x + 200, y + 150, 110) : rj45(x + 220, y + 140, 70);
  return `<rect x="${x + 14}" y="${y + 14}" width="${w}" height="${h}" rx="18" fill="#0f172a" fill-opacity="0.35"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="url(#dark)" stroke="#6b7280" stroke-width="2"/>
    <rect x="${x}" y="${y}" width="${w}" height="40" rx="14" fill="${c.accent}"/>
    <rect x="${x + 30}" y="${y + 60}" width="170" height="54" rx="6" fill="#15803d" stroke="#14532d" stroke-width="2"/>
    ${Array.from({ length: 5 }, (_, i) => `<circle cx="${x + 48 + i * 33}" cy="${y + 87}" r="10" fill="#e5e7eb" stroke="#374151" stroke-width="2"/><path d="M${x + 42 + i * 33} ${y + 87} h12" stroke="#374151" stroke-width="2"/>`).join("")}
    ${db9(x + 30, y + 150, 110)}${second}
    ${leds(x + 240, y + 72, 4, 24, 6, ["#22c55e", "#f59e0b", "#22c55e", "#38bdf8"])}
    <rect x="${x + 236}" y="${y + 94}" width="90" height="8" rx="3" fill="#ffffff" fill-opacity="0.15"/>`;
}

export function kiosk(c: Palette, shape: number): string {
  const x = 280;
  const w = 240;
  const tall = shape % 2 === 0;
  const top = tall ? 40 : 90;
  const screenH = tall ? 300 : 220;
  return `<rect x="${x + 16}" y="${top + 14}" width="${w}" height="${510 - top}" rx="26" fill="#0f172a" fill-opacity="0.3"/>
    <path d="M${x + 20} ${top + screenH + 40} h${w - 40} l20 ${500 - top - screenH - 40} h-${w} z" fill="url(#metal)" stroke="#6b7280"/>
    <rect x="${x}" y="${top}" width="${w}" height="${screenH + 60}" rx="24" fill="url(#dark)" stroke="${c.accent}" stroke-width="4"/>
    <rect x="${x + 18}" y="${top + 20}" width="${w - 36}" height="${screenH}" rx="8" fill="url(#screen)"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${x + 32 + (i % 2) * 102}" y="${top + 70 + Math.floor(i / 2) * (screenH / 3.8)}" width="88" height="${screenH / 5}" rx="10" fill="#ffffff" fill-opacity="${0.12 + (i % 3) * 0.06}"/>`).join("")}
    <rect x="${x + 32}" y="${top + 34}" width="120" height="14" rx="5" fill="#ffffff" fill-opacity="0.6"/>
    <rect x="${x + 18}" y="${top + 20}" width="${w - 36}" height="${screenH}" rx="8" fill="url(#sheen)"/>
    <rect x="${x + 60}" y="${top + screenH + 80}" width="${w - 120}" height="10" rx="5" fill="#111827"/>
    <rect x="${x + 70}" y="${top + screenH + 110}" width="60" height="40" rx="6" fill="#1f2937" stroke="${c.accent}" stroke-width="2"/>
    <rect x="${x + 150}" y="${top + screenH + 110}" width="40" height="40" rx="6" fill="#1f2937"/>
    <circle cx="${x + 170}" cy="${top + screenH + 130}" r="10" fill="${c.accent}"/>
    <rect x="${x - 10}" y="500" width="${w + 20}" height="20" rx="6" fill="url(#dark)"/>`;
}

export function gpsTracker(c: Palette, shape: number): string {
  const map = Array.from({ length: 9 }, (_, i) =>
    `<path d="M${40 + i * 90} 40 v520 M40 ${40 + i * 60} h720" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`).join("");
  const route = shape % 2 === 0 ? "M90 480 C 200 380, 260 470, 360 360 S 560 200, 700 140" : "M80 160 C 220 120, 300 300, 420 260 S 600 420, 720 460";
  const end = shape % 2 === 0 ? [700, 140] : [720, 460];
  return `${map}
    <path d="${route}" fill="none" stroke="${c.accent}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 18"/>
    <g transform="translate(${end[0]} ${end[1]})"><path d="M0 0 c-26 -34 -26 -70 0 -70 c26 0 26 36 0 70z" fill="${c.accent}" stroke="#ffffff" stroke-width="4"/><circle cx="0" cy="-46" r="9" fill="#ffffff"/></g>
    <rect x="264" y="214" width="272" height="192" rx="30" fill="#0f172a" fill-opacity="0.35"/>
    <rect x="250" y="200" width="272" height="192" rx="30" fill="url(#dark)" stroke="${c.accent}" stroke-width="4"/>
    <rect x="310" y="150" width="18" height="60" rx="8" fill="#111827"/>
    <rect x="276" y="226" width="220" height="70" rx="12" fill="url(#screen)"/>
    ${dashboard(276, 226, 220, 70, c.accent)}
    ${leds(290, 340, 3, 30, 7, ["#22c55e", "#38bdf8", "#f59e0b"])}
    ${usb(420, 332, 60)}
    <path d="M250 320 h-40 M522 320 h40" stroke="url(#metal)" stroke-width="16" stroke-linecap="round"/>`;
}

