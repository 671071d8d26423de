import type { SeedNews } from "./types";

export const DEMO_NEWS: readonly SeedNews[] = [
  {
    title: "New 15.6\" fanless panel PC platform with Intel Elkhart Lake",
    place: "Chennai",
    date: "2026-10-14",
    images: [
      { scene: "factory", colour: 0 },
      { scene: "expo", colour: 2 },
      { scene: "network", colour: 6 },
    ],
    content: [
      {
        heading: "A new generation for the operator panel",
        para: "Our SPC-1560 panel PC moves to the Intel Celeron J6412 platform. Customers get twice the graphics performance of the previous model at the same 18 W typical consumption, so existing cabinets need no change to cooling or power supplies.",
      },
      {
        heading: "Same cut-out, same accessories",
        para: "The front bezel, cut-out and mounting clamps are unchanged, which lets machine builders switch to the new model without touching their panel drawings. Samples are available now and volume shipments start in December.",
      },
    ],
  },
  {
    title: "Showroom at Automation Expo 2026, Mumbai",
    place: "Mumbai",
    date: "2026-08-22",
    images: [
      { scene: "expo", colour: 2 },
      { scene: "expo", colour: 5 },
      { scene: "retail", colour: 3 },
      { scene: "factory", colour: 2 },
      { scene: "network", colour: 6 },
      { scene: "datacenter", colour: 4 },
      { scene: "city", colour: 8 },
    ],
    content: [
      {
        heading: "Four days, more than 3,000 visitors",
        para: "Our stand in Hall 1 showed the full range, from palm-sized gateways to the new self-ordering kiosk. The live ring-redundancy demo, in which visitors pulled a cable and watched the video stream continue, was the most photographed spot of the show.",
      },
      {
        heading: "Edge AI in practice",
        para: "Together with a partner from Pune we demonstrated defect detection on a running conveyor using the EAI-ORNX-16 edge AI computer and four PoE cameras powered by a single ISW-8PG-POE switch.",
      },
      {
        heading: "Thank you",
        para: "Thank you to every customer and partner who visited us. Presentations from the stand are available from our sales team on request.",
      },
    ],
  },
  {
    title: "AIS-140 tracker certified for all Indian states",
    place: "New Delhi",
    date: "2026-07-03",
    images: [
      { scene: "transport", colour: 1 },
      { scene: "city", colour: 1 },
    ],
    content: [
      {
        heading: "Certification completed",
        para: "The GTV-140-4G vehicle tracker has completed AIS-140 certification and is now approved for integration with every state emergency response backend.",
      },
      {
        heading: "What it means for fleet operators",
        para: "Bus and goods fleet operators can now buy one tracker model for vehicles registered anywhere in India, and manage them all from our fleet platform.",
      },
    ],
  },
  {
    title: "Chennai plant expands surface-mount capacity",
    place: "Chennai",
    date: "2026-05-18",
    images: [
      { scene: "factory", colour: 0 },
      { scene: "datacenter", colour: 4 },
      { scene: "datacenter", colour: 2 },
    ],
    content: [
      {
        heading: "A second SMT line",
        para: "A second surface-mount line doubles our board assembly capacity and shortens lead times for industrial motherboards and embedded PCs to three weeks.",
      },
      {
        heading: "Quality first",
        para: "The new line includes automated optical inspection after reflow and an X-ray station for BGA components, in line with our ISO 9001:2015 quality system.",
      },
    ],
  },
  {
    title: "Smart metering project with 1,200 Modbus gateways",
    place: "Coimbatore",
    date: "2026-03-09",
    images: [
      { scene: "energy", colour: 1 },
      { scene: "network", colour: 1 },
      { scene: "energy", colour: 9 },
    ],
    content: [
      {
        heading: "From meters to the cloud",
        para: "A textile group in Coimbatore now reads 1,200 energy meters across nine mills through our PGW-MQTT-4G gateways, replacing monthly manual readings with live data every five minutes.",
      },
      {
        heading: "Results after six months",
        para: "Peak-load alerts and idle-machine reports helped the group cut its electricity bill by 11 percent in the first six months.",
      },
    ],
  },
  {
    title: "Bangalore support centre opens",
    place: "Bangalore",
    date: "2026-01-20",
    images: [
      { scene: "city", colour: 8 },
      { scene: "datacenter", colour: 2 },
    ],
    content: [
      {
        heading: "Closer to our customers",
        para: "Our new support centre in Bangalore offers same-day repairs, spare parts and application engineering for customers in Karnataka and neighbouring states.",
      },
    ],
  },
];
