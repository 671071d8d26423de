import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { signInAdmin } from "~/auth/sign-in.server";
import { parseEnv } from "~/config/env.server";
import { createServices } from "~/services/services.server";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "showroom-admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin:create -- ...` as a newcomer would, with input that is not a terminal. */
async function adminCreate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SQLITE_FILE: "showroom.db", AUTH_SECRET: "", LOG_LEVEL: "silent" };
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run admin:create", () => {
  it("creates an admin with a generated password that signs in, and keeps the auth secret private", async () => {
    const created = await adminCreate("--email", "Owner@Example.com");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Admin account created: owner@example.com");
    const password = /Password: (\S+)/.exec(created.stdout)?.[1] ?? "";
    expect(password).toHaveLength(24);
    expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);

    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir });
    const services = createServices(env, { logger: pino({ level: "silent" }) });
    try {
      const result = await signInAdmin(services, { email: "owner@example.com", password, ip: "198.51.100.1", userAgent: null });
      expect(result.ok).toBe(true);
    } finally {
      await services.db.destroy();
    }
  });

  it("refuses a second admin with the same e-mail, and explains its usage without one", async () => {
    const again = await adminCreate("--email", "owner@example.com");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("An admin with the e-mail owner@example.com already exists.");
    const usage = await adminCreate();
    expect(usage.code).toBe(1);
    expect(usage.stdout).toContain("Usage: npm run admin:create -- --email admin@example.com");
  });
});
