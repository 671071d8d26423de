import type { AttributeKind } from "~/content/attribute/kinds";

/**
 * Demo typed attributes (issue 16): each product line's shared ones, and at least one of its own
 * for every type, with each demo product's values as staff would type them (a unit may follow).
 */
export type SeedAttribute = { name: string; kind: AttributeKind; unit?: string; options?: string[] };
export type SeedAttributes = { category: SeedAttribute[]; types: Record<string, SeedAttribute[]> };

const maxTemperature: SeedAttribute = { name: "Max. operating temperature", kind: "number", unit: "°C" };
const lanPorts: SeedAttribute = { name: "LAN ports", kind: "number", unit: "ports" };

export const DEMO_ATTRIBUTES: Readonly<Record<string, SeedAttributes>> = {
  "Industrial Panel PCs": {
    category: [
      { name: "Screen size", kind: "number", unit: "in" },
      { name: "Touch", kind: "enum", options: ["Projected capacitive", "Resistive"] },
      maxTemperature,
    ],
    types: { "Intel Atom Series": [{ name: "CPU cores", kind: "number", unit: "cores" }], "Intel Core Series": [{ name: "CPU generation", kind: "number" }] },
  },
  "Embedded Box PCs": {
    category: [lanPorts, { name: "Mounting", kind: "enum", options: ["DIN rail", "Wall", "VESA", "Desk"] }, maxTemperature],
    types: { "Compact Series": [{ name: "Depth", kind: "number", unit: "mm" }], "Expandable Series": [{ name: "Expansion slots", kind: "number", unit: "slots" }] },
  },
  "Rack-mount Computers": {
    category: [{ name: "Rack height", kind: "number", unit: "U" }, { name: "Redundant power", kind: "boolean" }, maxTemperature],
    types: { "Substation Computers": [{ name: "IEC 61850-3 certified", kind: "boolean" }], "Storage Servers": [{ name: "Drive bays", kind: "number", unit: "bays" }] },
  },
  "Industrial Motherboards": {
    category: [{ name: "Form factor", kind: "enum", options: ["Mini-ITX", '3.5" SBC', "ATX"] }, lanPorts, maxTemperature],
    types: { "Intel Core Platforms": [{ name: "Max. memory", kind: "number", unit: "GB" }], "Intel Atom Platforms": [{ name: "TDP", kind: "number", unit: "W" }] },
  },
  "Industrial Ethernet Switches": {
    category: [
      { name: "Ports", kind: "number", unit: "ports" },
      { name: "PoE", kind: "boolean" },
      { name: "Mounting", kind: "enum", options: ["DIN rail", "Rack", "Wall"] },
      maxTemperature,
    ],
    types: {
      "Layer 2 Managed": [{ name: "Ring recovery", kind: "number", unit: "ms" }],
      "Layer 3 Managed": [{ name: "Uplink speed", kind: "number", unit: "Mbit/s" }],
      "Gigabit PoE+": [{ name: "PoE budget", kind: "number", unit: "W" }],
    },
  },
  "Serial/Network Converters": {
    category: [{ name: "Serial ports", kind: "number", unit: "ports" }, { name: "Mounting", kind: "enum", options: ["DIN rail", "Wall", "Desk"] }, maxTemperature],
    types: { "1-Port Device Servers": [{ name: "Isolated serial port", kind: "boolean" }], "Multi-Port Device Servers": [{ name: "Cascading LAN", kind: "boolean" }] },
  },
  "Touch-screen Kiosks": {
    category: [
      { name: "Screen size", kind: "number", unit: "in" },
      { name: "Installation", kind: "enum", options: ["Floor-standing", "Wall-mount", "Countertop"] },
      { name: "Outdoor rated", kind: "boolean" },
    ],
    types: { "Self-ordering Kiosks": [{ name: "Receipt printer", kind: "boolean" }], "Queue Management Kiosks": [{ name: "Ticket printer", kind: "boolean" }] },
  },
  "GPS Tracking": {
    category: [{ name: "Network", kind: "enum", options: ["4G LTE", "NB-IoT / LTE-M"] }, { name: "Battery backup", kind: "boolean" }, maxTemperature],
    types: { "AIS-140 Trackers": [{ name: "Panic buttons", kind: "number" }], "OBD Trackers": [{ name: "Plugs into OBD-II", kind: "boolean" }] },
  },
};

/** Each demo product's values by attribute name; yes/no as "yes" or "no". */
export const DEMO_ATTRIBUTE_VALUES: Readonly<Record<string, Record<string, string>>> = {
  "SPC-1560-J6412": { "Screen size": "15.6", Touch: "Projected capacitive", "Max. operating temperature": "60", "CPU cores": "4" },
  "SPC-1010-N5105": { "Screen size": "10.1", Touch: "Projected capacitive", "Max. operating temperature": "50", "CPU cores": "4" },
  "SPC-2150-I5G7": { "Screen size": "21.5", Touch: "Projected capacitive", "Max. operating temperature": "50", "CPU generation": "7" },
  "SPC-1500-SS69": { "Screen size": "15", Touch: "Projected capacitive", "Max. operating temperature": "50" },
  "SPC-1210-SR15": { "Screen size": "12.1", Touch: "Resistive", "Max. operating temperature": "158 °F" },
  "SPC-1700-I3R": { "Screen size": "17", Touch: "Resistive", "Max. operating temperature": "55", "CPU generation": "10" },
  "EBX-6412-6C": { "LAN ports": "2", Mounting: "DIN rail", "Max. operating temperature": "60", "Expansion slots": "1" },
  "EBX-5105-MINI": { "LAN ports": "2", Mounting: "VESA", "Max. operating temperature": "50", Depth: "4.2 cm" },
  "EBX-1185-2P": { "LAN ports": "4", Mounting: "Wall", "Max. operating temperature": "60", "Expansion slots": "2" },
  "EAI-ORNX-16": { "LAN ports": "2", Mounting: "DIN rail", "Max. operating temperature": "70" },
  "EVC-6412-IGN": { "LAN ports": "4", Mounting: "Wall", "Max. operating temperature": "70" },
  "EAI-1245-VIS": { "LAN ports": "4", Mounting: "Desk", "Max. operating temperature": "50" },
  "RMC-1U-I5S": { "Rack height": "1", "Redundant power": "no", "Max. operating temperature": "50" },
  "RMC-2U-61850": { "Rack height": "2", "Redundant power": "yes", "Max. operating temperature": "70", "IEC 61850-3 certified": "yes" },
  "RMC-2U-8HS": { "Rack height": "2", "Redundant power": "yes", "Max. operating temperature": "45", "Drive bays": "8" },
  "RMC-4U-14S": { "Rack height": "4", "Redundant power": "yes", "Max. operating temperature": "50" },
  "RMC-1U-XD2": { "Rack height": "1", "Redundant power": "yes", "Max. operating temperature": "55" },
  "MB-ITX-Q670E": { "Form factor": "Mini-ITX", "LAN ports": "2", "Max. operating temperature": "60", "Max. memory": "64" },
  "MB-ITX-X6425": { "Form factor": "Mini-ITX", "LAN ports": "2", "Max. operating temperature": "85", TDP: "12" },
  "SBC-35-V2748": { "Form factor": '3.5" SBC', "LAN ports": "2", "Max. operating temperature": "85" },
  "SBC-35-J6412": { "Form factor": '3.5" SBC', "LAN ports": "2", "Max. operating temperature": "70" },
  "MB-ATX-W680": { "Form factor": "ATX", "LAN ports": "3", "Max. operating temperature": "60" },
  "ISW-802G-L2": { Ports: "10", PoE: "no", Mounting: "DIN rail", "Max. operating temperature": "75", "Ring recovery": "20" },
  "ISW-2404G-L3": { Ports: "28", PoE: "no", Mounting: "Rack", "Max. operating temperature": "75", "Uplink speed": "10 Gbit/s" },
  "ISW-500-UM": { Ports: "5", PoE: "no", Mounting: "DIN rail", "Max. operating temperature": "75" },
  "ISW-800G-UM": { Ports: "8", PoE: "no", Mounting: "DIN rail", "Max. operating temperature": "75" },
  "ISW-8PG-POE": { Ports: "10", PoE: "yes", Mounting: "DIN rail", "Max. operating temperature": "75", "PoE budget": "240" },
  "ISW-4P-M12": { Ports: "5", PoE: "yes", Mounting: "Wall", "Max. operating temperature": "70" },
  "SDS-1100-I": { "Serial ports": "1", Mounting: "DIN rail", "Max. operating temperature": "75", "Isolated serial port": "yes" },
  "SDS-1400-I": { "Serial ports": "4", Mounting: "DIN rail", "Max. operating temperature": "75", "Cascading LAN": "yes" },
  "PGW-MB-2S": { "Serial ports": "2", Mounting: "DIN rail", "Max. operating temperature": "70" },
  "PGW-MQTT-4G": { "Serial ports": "2", Mounting: "Wall", "Max. operating temperature": "70" },
  "MCV-1000-SFP": { "Serial ports": "0", Mounting: "Desk", "Max. operating temperature": "75" },
  "TSK-3200-SO": { "Screen size": "32", Installation: "Floor-standing", "Outdoor rated": "no", "Receipt printer": "yes" },
  "TSK-2150-QM": { "Screen size": "21.5", Installation: "Floor-standing", "Outdoor rated": "no", "Ticket printer": "yes" },
  "TSK-2700-WM": { "Screen size": "27", Installation: "Wall-mount", "Outdoor rated": "no" },
  "TSK-4300-OD": { "Screen size": "43", Installation: "Floor-standing", "Outdoor rated": "yes" },
  "TSK-1560-CT": { "Screen size": "15.6", Installation: "Countertop", "Outdoor rated": "no" },
  "GTV-140-4G": { Network: "4G LTE", "Battery backup": "yes", "Max. operating temperature": "70", "Panic buttons": "2" },
  "GTV-OBD-4G": { Network: "4G LTE", "Battery backup": "no", "Max. operating temperature": "70", "Plugs into OBD-II": "yes" },
  "GTA-5Y-NB": { Network: "NB-IoT / LTE-M", "Battery backup": "yes", "Max. operating temperature": "85" },
  "GTA-SOL-4G": { Network: "4G LTE", "Battery backup": "yes", "Max. operating temperature": "70" },
  "GTV-CAM-ADAS": { Network: "4G LTE", "Battery backup": "no", "Max. operating temperature": "70" },
};
