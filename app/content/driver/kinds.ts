/**
 * Browser-safe and free of Zod, so public pages can name a download's kind and systems without its
 * weight: what kind of file a download is, and the operating systems it may name (issue 16 part 6).
 * The order is the order of the product page's groups.
 */
export const DOWNLOAD_KINDS = ["driver", "firmware", "bios", "utility", "sdk", "manual", "other"] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export const DOWNLOAD_KIND_LABELS: Record<DownloadKind, string> = {
  driver: "Driver",
  firmware: "Firmware",
  bios: "BIOS",
  utility: "Utility",
  sdk: "SDK",
  manual: "Manual",
  other: "Other",
};

export const isDownloadKind = (value: unknown): value is DownloadKind => typeof value === "string" && (DOWNLOAD_KINDS as readonly string[]).includes(value);

/** A stored kind's label; a word from a newer version shows as stored. */
export const downloadKindLabel = (kind: string): string => (isDownloadKind(kind) ? DOWNLOAD_KIND_LABELS[kind] : kind);

/** The systems a download can name, as stored (keys) and shown (labels). None ticked: not tied to one (a manual). */
export const OPERATING_SYSTEMS = [
  { value: "windows-11", label: "Windows 11" },
  { value: "windows-10", label: "Windows 10" },
  { value: "windows-iot", label: "Windows 10/11 IoT Enterprise" },
  { value: "windows-server", label: "Windows Server" },
  { value: "windows-7", label: "Windows 7" },
  { value: "linux", label: "Linux" },
  { value: "android", label: "Android" },
  { value: "macos", label: "macOS" },
] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number]["value"];

const OS_LABELS = new Map<string, string>(OPERATING_SYSTEMS.map((os) => [os.value, os.label]));
export const isOperatingSystem = (value: unknown): value is OperatingSystem => typeof value === "string" && OS_LABELS.has(value);
export const operatingSystemLabel = (value: string): string => OS_LABELS.get(value) ?? value;

export const KIND_INVALID = "Choose a kind from the list";
export const OS_INVALID = "Choose operating systems from the list";
