import path from "node:path";
import type { Env } from "~/config/env.server";
import { createLocalDiskStorage } from "./local-disk.server";
import { createS3Storage, type S3Settings } from "./s3.server";
import type { Storage } from "./storage";

type StorageEnv = Pick<Env, "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE">;

/** The configured storage driver: the S3 bucket when S3_BUCKET is set, else the local disk under `<DATA_DIR>/media`. */
export function createStorage(dataDir: string, env?: StorageEnv): Storage {
  const s3 = env ? s3Settings(env) : null;
  return s3 ? createS3Storage(s3) : createLocalDiskStorage(path.join(dataDir, "media"));
}

/** The S3 settings, or null without S3_BUCKET (parseEnv has already refused a partial set). */
export function s3Settings(env: StorageEnv): S3Settings | null {
  if (!env.S3_BUCKET || !env.S3_REGION || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
