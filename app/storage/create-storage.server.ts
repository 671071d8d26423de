import path from "node:path";
import { createLocalDiskStorage } from "./local-disk.server";
import type { Storage } from "./storage";

/** The configured storage driver; today the local disk under `<DATA_DIR>/media`. */
export function createStorage(dataDir: string): Storage {
  return createLocalDiskStorage(path.join(dataDir, "media"));
}
