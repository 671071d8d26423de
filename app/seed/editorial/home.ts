import type { DeviceKind } from "../art/devices";

export type SeedHero = {
  h1: string;
  para: string;
  button: string;
  /** Site path the button leads to; made absolute with the site's public URL. */
  path: string;
  art: { kind: DeviceKind; colour: number; shape: number };
};

export const DEMO_HEROES: readonly SeedHero[] = [
  {
    h1: "Industrial computing built for the factory floor",
    para: "Fanless panel PCs, box PCs and rack-mount systems designed and built in Chennai since 2012.",
    button: "Explore Products",
    path: "/products",
    art: { kind: "panel-pc", colour: 0, shape: 0 },
  },
  {
    h1: "Networks that keep running",
    para: "Managed and PoE Ethernet switches with ring recovery in under 20 ms, from -40 to 75 °C.",
    button: "View Switches",
    path: "/products",
    art: { kind: "switch", colour: 6, shape: 0 },
  },
  {
    h1: "Self-service kiosks, designed end to end",
    para: "Touch-screen kiosks for retail, banking and government, integrated with your software.",
    button: "See Solutions",
    path: "/solutions",
    art: { kind: "kiosk", colour: 3, shape: 0 },
  },
];

export const DEMO_POPUP = {
  title: "Meet us at Automation Expo 2026",
  content: "See our new edge AI computers and self-ordering kiosks live in Hall 1, Stand B-14, Mumbai, 20-23 August.",
  path: "/news",
  pages: ["all"],
  delaySeconds: 5,
};
