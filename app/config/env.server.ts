import { z } from "zod";
import { parseTrustProxy } from "~/security/trust-proxy.server";

/** Boolean settings accept the usual spellings so `.env` files stay forgiving but unambiguous. */
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)));

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().min(1).optional());

/** What S3 storage needs at least; the endpoint may stay empty for AWS itself (see s3Settings). */
const S3_REQUIRED = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_ANY = [...S3_REQUIRED, "S3_ENDPOINT", "S3_FORCE_PATH_STYLE", "MEDIA_PUBLIC_URL"] as const;

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address visitors use; links are built from it and only its host is answered (see allowed-hosts.server.ts). */
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url()
      .refine((value) => /^https?:\/\/[^/?#]+\/?$/i.test(value) && !new URL(value).username, "must be an http:// or https:// origin such as https://www.example.com, without a path")
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  /** Whether each PostgreSQL connection prepares the queries it repeats (connection.server.ts). */
  DATABASE_PREPARED_STATEMENTS: z.preprocess(emptyAsUndefined, flag(true)),
  SQLITE_FILE: z.string().min(1).default("showroom.db"),
  SEED_DEMO_CONTENT: flag(true),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  /** Proxies whose X-Forwarded-* headers are believed: false, a hop count, or their addresses/ranges (trust-proxy.server.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: z.ZodIssueCode.custom, message: parsed.message });
      return z.NEVER;
    }),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.string().email().default("website@showroom.local"),
  /** How often each server process purges trash entries past their 30 days (decision 037); also at start-up. */
  TRASH_PURGE_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  /** How often each server process looks for e-mail due to be sent or retried (the outbox). */
  MAIL_OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  SALES_EMAIL: z.string().email().default("sales@showroom.local"),
  SUPPORT_EMAIL: z.string().email().default("support@showroom.local"),
  /** Memory for whole public pages kept for visitors without a session; 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Seconds a CDN or shared proxy may keep an anonymous page (s-maxage); 0 means it must revalidate. */
  CDN_MAX_AGE: z.coerce.number().int().min(0).max(31_536_000).default(0),
  /** URLs per sitemap file before /sitemap.xml becomes an index (the protocol's 50,000 at most; lower in tests). */
  SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** Minutes without a request after which an admin session ends (on top of its 24 hours); decision 022. */
  ADMIN_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(120),
  /** Administrators must use two-factor sign-in, whatever the Site Settings switch says. */
  ADMIN_REQUIRE_TWO_FACTOR: z.preprocess(emptyAsUndefined, flag(false)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Uploaded media in an S3-compatible bucket instead of <DATA_DIR>/media: all of S3_REQUIRED, or none. */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().regex(/^https?:\/\//, "must be an http:// or https:// URL").optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, flag(false)),
  /** A CDN (or the public bucket) serving the same keys; images are then redirected there (decision 018). */
  MEDIA_PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url()
      .regex(/^https?:\/\/[^?#]*[^/?#]$/i, "must be an http:// or https:// URL without a trailing slash, query or fragment")
      .optional(),
  ),
});

// Half an S3 configuration would quietly store uploads on local disk, where other instances cannot see them.
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (!S3_ANY.some((name) => env[name] !== undefined && env[name] !== false)) return;
  for (const name of S3_REQUIRED) {
    if (env[name] === undefined) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: "is required once any S3_* setting or MEDIA_PUBLIC_URL is set" });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

/** Parses settings once; a bad value stops start-up with a message naming each setting. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration (see .env.example):\n${lines.join("\n")}`);
  }
  return result.data;
}
