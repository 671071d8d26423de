import type { SeedSolution } from "./types";

export const DEMO_SOLUTIONS: readonly SeedSolution[] = [
  {
    title: "Smart Factory Automation",
    date: "2026-09-01",
    content: [
      {
        heading: "Connected machines",
        para: "We connect machines of every age to your MES: serial device servers and protocol gateways bring legacy controllers onto Ethernet, and managed switches with ring redundancy keep the network running when a cable is cut.",
        image: { scene: "factory", colour: 2 },
      },
      {
        heading: "Operators at the line",
        para: "Fanless panel PCs with IP65 fronts give operators work instructions, quality checklists and downtime reasons right at the machine.",
        image: { scene: "network", colour: 6 },
      },
      {
        heading: "Data you can act on",
        para: "Edge computers collect cycle times, energy use and alarms, and send only what matters to your servers or cloud.",
      },
    ],
    highlights: ["Works with machines from any vendor", "Ring networks that recover in under 20 ms", "Edge data collection and buffering", "Commissioning by our engineers"],
    specifications: ["Panel PCs from 10.1\" to 21.5\"", "Modbus, PROFINET, EtherNet/IP, OPC UA", "-40 to 75 °C network hardware"],
    applications: [
      { name: "Automotive components", para: "OEE tracking across press and machining lines.", image: { scene: "factory", colour: 0 } },
      { name: "Packaging", para: "Line HMIs and recipe management.", image: { scene: "network", colour: 1 } },
      { name: "Textiles", para: "Energy and production monitoring across mills.", image: { scene: "energy", colour: 1 } },
    ],
  },
  {
    title: "Intelligent Transportation Systems",
    date: "2026-07-15",
    content: [
      {
        heading: "Tracking every vehicle",
        para: "AIS-140 trackers, video telematics and our fleet platform show where each bus or truck is, how it is driven and when it needs service.",
        image: { scene: "transport", colour: 1 },
      },
      {
        heading: "On-board networks",
        para: "EN 50155 switches and in-vehicle computers run passenger information, CCTV and ticketing on one robust network.",
        image: { scene: "transport", colour: 5 },
      },
    ],
    highlights: ["AIS-140 certified tracking", "Driver behaviour and ADAS alerts", "Rail and bus certified hardware"],
    specifications: ["4G LTE with 2G fallback", "EN 50155, E-mark", "Integration with state emergency backends"],
    applications: [
      { name: "City bus fleets", para: "Live position, passenger information and CCTV.", image: { scene: "city", colour: 1 } },
      { name: "Logistics", para: "Route compliance and fuel monitoring.", image: { scene: "transport", colour: 5 } },
    ],
  },
  {
    title: "Self-service Kiosks for Retail and Banking",
    date: "2026-05-02",
    content: [
      {
        heading: "Designed and built in Chennai",
        para: "We design, build and integrate kiosks in our own plant: steel enclosure, touch screen, printer, payment terminal and software, tested together before shipping.",
        image: { scene: "retail", colour: 3 },
      },
      {
        heading: "Service without downtime",
        para: "Remote monitoring reports paper-low and device faults before customers notice, and our field engineers cover all major Indian cities.",
      },
    ],
    highlights: ["Custom branding and colours", "UPI, card and cash payment options", "Remote monitoring"],
    specifications: ["21.5\" to 43\" touch screens", "80 mm and 58 mm printers", "Indoor and IP65 outdoor models"],
    applications: [
      { name: "Quick-service restaurants", para: "Self-ordering with card and UPI payment.", image: { scene: "retail", colour: 5 } },
      { name: "Banks", para: "Token issuing and passbook printing.", image: { scene: "retail", colour: 3 } },
    ],
  },
  {
    title: "Power and Energy Monitoring",
    date: "2026-03-20",
    content: [
      {
        heading: "Substation grade",
        para: "IEC 61850-3 computers and switches run protection, control and monitoring in substations without fans and across -40 to 70 °C.",
        image: { scene: "energy", colour: 9 },
      },
      {
        heading: "Renewables",
        para: "Protocol gateways and rugged switches connect inverters, weather stations and trackers in solar and wind plants.",
        image: { scene: "energy", colour: 1 },
      },
    ],
    highlights: ["IEC 61850-3 and IEEE 1613 certified", "PRP/HSR redundancy", "Modbus and IEC 104 gateways"],
    specifications: ["-40 to 75 °C operation", "Dual redundant AC/DC power", "IRIG-B and PTP time sync"],
    applications: [
      { name: "Substations", para: "Station computers and ring networks.", image: { scene: "energy", colour: 9 } },
      { name: "Solar plants", para: "Inverter monitoring over Modbus.", image: { scene: "energy", colour: 1 } },
      { name: "Wind farms", para: "Turbine networks along the tower.", image: { scene: "network", colour: 6 } },
    ],
  },
];
