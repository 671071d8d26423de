import { dashboard, db9, leds, rj45, usb } from "./canvas";
import type { Palette } from "./palette";

/** Device drawings on an 800x600 canvas (scaled by callers); `shape` varies the model within a line. */

export function panelPc(c: Palette, shape: number): string {
  const wide = shape % 2 === 0;
  const w = wide ? 560 : 460;
  const h = wide ? 350 : 360;
  const x = (800 - w) / 2;
  const y = 90;
  const stand = shape % 3 === 0
    ? `<rect x="370" y="${y + h - 10}" width="60" height="90" fill="url(#metal)"/><rect x="290" y="${y + h + 70}" width="220" height="22" rx="8" fill="url(#dark)"/>`
    : `<rect x="${x + 30}" y="${y + h - 4}" width="${w - 60}" height="14" rx="4" fill="#4b5563"/>`;
  return `${stand}
    <rect x="${x + 14}" y="${y + 12}" width="${w}" height="${h}" rx="22" fill="#0f172a" fill-opacity="0.55"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="url(#dark)" stroke="${c.accent}" stroke-width="3"/>
    <rect x="${x + 26}" y="${y + 26}" width="${w - 52}" height="${h - 64}" rx="6" fill="url(#screen)"/>
    ${dashboard(x + 26, y + 26, w - 52, h - 64, c.accent)}
    <rect x="${x + 26}" y="${y + 26}" width="${w - 52}" height="${h - 64}" rx="6" fill="url(#sheen)"/>
    <circle cx="${x + w / 2}" cy="${y + h - 20}" r="6" fill="${c.accent}"/>
    ${leds(x + w - 60, y + h - 20, 3, 14, 3.5, ["#22c55e", "#f59e0b", "#22c55e"])}`;
}

export function boxPc(c: Palette, shape: number): string {
  const w = 480 + (shape % 3) * 30;
  const x = (800 - w) / 2;
  const y = 170;
  const body = 210;
  const fins = Array.from({ length: Math.floor(w / 22) }, (_, i) =>
    `<rect x="${x + 10 + i * 22}" y="${y - 60}" width="12" height="66" rx="3" fill="url(#metal)" stroke="#6b7280" stroke-width="0.8"/>`).join("");
  const ports = [
    usb(x + 40, y + 60, 46),
    usb(x + 40, y + 90, 46),
    rj45(x + 110, y + 55, 44),
    rj45(x + 164, y + 55, 44),
    db9(x + 230, y + 60, 70),
    shape % 2 === 0 ? db9(x + 312, y + 60, 70) : usb(x + 320, y + 62, 46),
  ].join("");
  return `<rect x="${x + 16}" y="${y - 50}" width="${w}" height="${body + 56}" rx="16" fill="#0f172a" fill-opacity="0.35"/>
    ${fins}
    <rect x="${x}" y="${y}" width="${w}" height="${body}" rx="14" fill="url(#dark)" stroke="#4b5563" stroke-width="2"/>
    <rect x="${x}" y="${y}" width="${w}" height="26" rx="10" fill="${c.accent}"/>
    <rect x="${x + 24}" y="${y + 42}" width="${w - 48}" height="92" rx="8" fill="#1f2937" stroke="#374151"/>
    ${ports}
    <circle cx="${x + w - 52}" cy="${y + 88}" r="18" fill="#111827" stroke="${c.accent}" stroke-width="4"/>
    <path d="M${x + w - 52} ${y + 76} v12" stroke="${c.accent}" stroke-width="4" stroke-linecap="round"/>
    ${leds(x + 40, y + 168, 4, 22, 5, ["#22c55e", "#22c55e", "#f59e0b", "#38bdf8"])}
    <rect x="${x + w - 180}" y="${y + 160}" width="140" height="16" rx="4" fill="#ffffff" fill-opacity="0.12"/>`;
}

export function rackServer(c: Palette, shape: number): string {
  const units = 1 + (shape % 3);
  const unitH = 70;
  const w = 660;
  const x = 70;
  const h = units * unitH;
  const y = 300 - h / 2;
  const vents = Array.from({ length: 14 * units }, (_, i) => {
    const col = i % 14;
    const row = Math.floor(i / 14);
    return `<circle cx="${x + 230 + col * 16}" cy="${y + 20 + row * (unitH - 10) / 1.4}" r="4" fill="#0b0f19"/>`;
  }).join("");
  const bays = Array.from({ length: 2 * units }, (_, i) =>
    `<rect x="${x + 470 + (i % 2) * 78}" y="${y + 12 + Math.floor(i / 2) * unitH}" width="70" height="${unitH - 24}" rx="4" fill="#1f2937" stroke="${c.accent}" stroke-width="1.5"/>
     <circle cx="${x + 530 + (i % 2) * 78}" cy="${y + 24 + Math.floor(i / 2) * unitH}" r="3" fill="#22c55e"/>`).join("");
  return `<rect x="${x + 18}" y="${y + 16}" width="${w}" height="${h}" rx="8" fill="#0f172a" fill-opacity="0.35"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="url(#dark)" stroke="#6b7280" stroke-width="2"/>
    <rect x="${x - 18}" y="${y}" width="28" height="${h}" rx="5" fill="url(#metal)"/>
    <rect x="${x + w - 10}" y="${y}" width="28" height="${h}" rx="5" fill="url(#metal)"/>
    <rect x="${x + 24}" y="${y + 10}" width="180" height="${h - 20}" rx="6" fill="${c.accent}" fill-opacity="0.85"/>
    ${leds(x + 44, y + h / 2, 5, 28, 5, ["#f8fafc", "#22c55e", "#22c55e", "#f59e0b", "#38bdf8"])}
    ${vents}${bays}
    <rect x="${x + 640 - 1}" y="${y + 6}" width="2" height="${h - 12}" fill="#9ca3af"/>`;
}

export function motherboard(c: Palette, shape: number): string {
  const x = 170;
  const y = 80;
  const s = 460;
  const traces = Array.from({ length: 12 }, (_, i) =>
    `<path d="M${x + 30 + i * 34} ${y + s - 20} v-${60 + (i % 4) * 20} h${(i % 2 ? 1 : -1) * 24}" fill="none" stroke="#fde68a" stroke-opacity="0.35" stroke-width="2"/>`).join("");
  const dimms = Array.from({ length: 2 + (shape % 3) }, (_, i) =>
    `<rect x="${x + 300 + i * 22}" y="${y + 40}" width="12" height="200" rx="2" fill="#1f2937" stroke="#e5e7eb" stroke-width="1"/>`).join("");
  const slots = Array.from({ length: 2 }, (_, i) =>
    `<rect x="${x + 40}" y="${y + 300 + i * 46}" width="240" height="16" rx="3" fill="#111827" stroke="#9ca3af"/>`).join("");
  const caps = Array.from({ length: 10 }, (_, i) => `<circle cx="${x + 60 + (i % 5) * 24}" cy="${y + 40 + Math.floor(i / 5) * 24}" r="8" fill="#cbd5e1" stroke="#475569"/>`).join("");
  return `<rect x="${x + 14}" y="${y + 16}" width="${s}" height="${s}" rx="10" fill="#0f172a" fill-opacity="0.35"/>
    <rect x="${x}" y="${y}" width="${s}" height="${s}" rx="10" fill="${shape % 2 ? "#065f46" : "#1e3a8a"}" stroke="#0f172a" stroke-width="3"/>
    ${traces}
    <rect x="${x + 140}" y="${y + 100}" width="130" height="130" rx="8" fill="url(#metal)" stroke="#374151"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${x + 148 + i * 15}" y="${y + 108}" width="8" height="114" fill="#6b7280"/>`).join("")}
    <rect x="${x + 175}" y="${y + 135}" width="60" height="60" rx="4" fill="${c.accent}"/>
    ${dimms}${slots}${caps}
    <rect x="${x + 320}" y="${y + 290}" width="80" height="80" rx="4" fill="#111827"/>
    <rect x="${x + 336}" y="${y + 306}" width="48" height="48" fill="#374151"/>
    <rect x="${x + s - 40}" y="${y + 40}" width="40" height="200" fill="url(#metal)"/>
    ${usb(x + s - 36, y + 60, 30)}${usb(x + s - 36, y + 84, 30)}${rj45(x + s - 36, y + 120, 30)}${rj45(x + s - 36, y + 160, 30)}
    ${leds(x + 40, y + s - 40, 3, 18, 4, ["#22c55e", "#f59e0b", "#ef4444"])}`;
}
