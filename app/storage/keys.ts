/** Top-level folders of the store, one per kind of upload. */
export type KeyFolder = "images" | "catalogues" | "drivers";

// Lower-case segments without dots, then a file name with at most one extension. No "..",
// no empty segment, no backslash or percent sign, so a key can never leave the storage root.
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/){1,5}[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]{1,8})?$/;
const MAX_KEY_LENGTH = 200;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "InvalidKeyError";
  }
}

export function assertValidKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
  return key;
}

/** A fresh, unguessable key such as `images/2026/11/3f9c0a…e1.webp`. */
export function createKey(folder: KeyFolder, extension: string, date = new Date()): string {
  const ext = extension.replace(/^\./, "").toLowerCase();
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Invalid file extension: ${extension}`);
  const year = date.getUTCFullYear();
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${folder}/${year}/${month}/${randomHex(10)}.${ext}`;
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, "0")).join("");
}

/** The key of a derived file, e.g. `…/abc.webp` + `640w`, `avif` → `…/abc-640w.avif`. */
export function derivedKey(key: string, suffix: string, extension: string): string {
  const base = assertValidKey(key).replace(/\.[a-z0-9]+$/, "");
  return assertValidKey(`${base}-${suffix}.${extension}`);
}

const TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  pdf: "application/pdf",
  zip: "application/zip",
  rar: "application/vnd.rar",
  exe: "application/vnd.microsoft.portable-executable",
  msi: "application/x-msi",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
};

/** Content type by extension; unknown extensions are served as opaque bytes. */
export function contentTypeForKey(key: string): string {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (ext && TYPES[ext]) || "application/octet-stream";
}

export const isImageKey = (key: string) => contentTypeForKey(key).startsWith("image/");
