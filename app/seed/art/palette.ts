/** Colour sets for demo illustrations; each product picks one so neighbouring cards differ. */
export type Palette = {
  /** Background gradient, light to dark. */
  from: string;
  to: string;
  /** Device accent (trim, LEDs, screen UI). */
  accent: string;
  /** Screen gradient. */
  screenFrom: string;
  screenTo: string;
};

export const PALETTES: readonly Palette[] = [
  { from: "#e0f2fe", to: "#7dd3fc", accent: "#0284c7", screenFrom: "#0c4a6e", screenTo: "#0369a1" },
  { from: "#ecfdf5", to: "#6ee7b7", accent: "#059669", screenFrom: "#064e3b", screenTo: "#047857" },
  { from: "#eef2ff", to: "#a5b4fc", accent: "#4f46e5", screenFrom: "#1e1b4b", screenTo: "#4338ca" },
  { from: "#fff7ed", to: "#fdba74", accent: "#ea580c", screenFrom: "#431407", screenTo: "#9a3412" },
  { from: "#f1f5f9", to: "#94a3b8", accent: "#0f766e", screenFrom: "#0f172a", screenTo: "#334155" },
  { from: "#fdf2f8", to: "#f9a8d4", accent: "#db2777", screenFrom: "#500724", screenTo: "#9d174d" },
  { from: "#f0fdfa", to: "#5eead4", accent: "#0d9488", screenFrom: "#042f2e", screenTo: "#115e59" },
  { from: "#fefce8", to: "#fde047", accent: "#ca8a04", screenFrom: "#1c1917", screenTo: "#44403c" },
  { from: "#f5f3ff", to: "#c4b5fd", accent: "#7c3aed", screenFrom: "#2e1065", screenTo: "#6d28d9" },
  { from: "#eff6ff", to: "#93c5fd", accent: "#2563eb", screenFrom: "#172554", screenTo: "#1d4ed8" },
];

export const palette = (index: number): Palette => PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length];

/** Small deterministic random numbers, so the demo images are the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
