import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type LocalS3 = {
  /** The settings a server or script needs to use the bucket, as environment variables. */
  env: Record<string, string>;
  settings: { bucket: string; region: string; endpoint: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: true };
  stop: () => Promise<void>;
};

// The SDK's notice that releases after January 2027 need Node 22: true of every run on Node 20, so the
// tests' output and log checks leave it out. Any other warning still shows.
export const QUIET_SDK = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" };
// Also for the clients the tests themselves create (Vitest, Playwright workers); the SDK reads it at construction.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

/**
 * An S3-speaking server (s3rver) on 127.0.0.1 and a free port, over a temporary folder, with one
 * empty bucket. s3rver accepts only its own fixed key pair, S3RVER/S3RVER.
 */
export async function startLocalS3(bucket = "showroom-media"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "showroom-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  try {
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const settings = { bucket, region: "us-east-1", endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true } as const;
    return {
      settings,
      env: {
        S3_BUCKET: bucket,
        S3_REGION: settings.region,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
        ...QUIET_SDK,
      },
      stop: async () => {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}
