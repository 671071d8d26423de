import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Admin password hashes. scrypt at OWASP's recommended minimum (N=2^17, r=8, p=1: 128 MiB and
 * about half a second per hash), stored self-describing as `$scrypt$ln=17,r=8,p=1$<salt>$<key>`
 * (base64), so the parameters can be raised later and older hashes still verify.
 * Hashes written before this (better-auth's default, `<salt hex>:<key hex>` at N=2^14, r=16)
 * still verify, and sign-in replaces them (needsRehash).
 */
export const SCRYPT_PARAMETERS = { logN: 17, r: 8, p: 1 } as const;

const KEY_LENGTH = 64;
const CURRENT_FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;
const LEGACY_FORMAT = /^([0-9a-f]{32}):([0-9a-f]{128})$/;
const LEGACY_PARAMETERS = { N: 2 ** 14, r: 16, p: 1 };

/**
 * One hash at a time: each takes 128 MiB for a moment, and a burst of sign-ins must not take the
 * server's memory with it. The sign-in limits keep the queue short.
 */
let queue: Promise<unknown> = Promise.resolve();

function derive(password: string, salt: string | Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const run = () =>
    new Promise<Buffer>((resolve, reject) => {
      // maxmem must exceed scrypt's 128·N·r bytes, or node:crypto refuses.
      const maxmem = 128 * cost.N * cost.r * cost.p + 32 * 1024 * 1024;
      scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
    });
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p } = SCRYPT_PARAMETERS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** logN, r, p });
  return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const current = CURRENT_FORMAT.exec(hash);
  if (current) {
    const [logN, r, p] = current.slice(1, 4).map(Number);
    // Bounds keep a tampered row from asking for gigabytes.
    if (logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
    const expected = Buffer.from(current[5], "base64");
    const key = await derive(password, Buffer.from(current[4], "base64"), { N: 2 ** logN, r, p });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }
  const legacy = LEGACY_FORMAT.exec(hash);
  if (legacy) {
    // better-auth used the salt's hex text itself as the salt.
    const key = await derive(password, legacy[1], LEGACY_PARAMETERS);
    return timingSafeEqual(key, Buffer.from(legacy[2], "hex"));
  }
  return false;
}

/** Whether a stored hash is weaker than what hashPassword writes now. */
export function needsRehash(hash: string): boolean {
  const current = CURRENT_FORMAT.exec(hash);
  if (!current) return true;
  const [logN, r, p] = current.slice(1, 4).map(Number);
  return logN < SCRYPT_PARAMETERS.logN || r < SCRYPT_PARAMETERS.r || p < SCRYPT_PARAMETERS.p;
}
