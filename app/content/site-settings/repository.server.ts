import type { Db } from "~/db/connection.server";
import { bumpContentVersion, notifyLocalContentWrite, now } from "../shared/content-version.server";
import { DEFAULT_SITE_SETTINGS } from "./defaults";
import { inTransaction } from "~/db/transaction.server";
import {
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettings,
  type SiteSettingsPatch,
  siteSettingsSchema,
} from "./schema";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Stored values merged over the defaults, one setting at a time; a stored value that does not
 * validate (or is not JSON) reads as its default, so a bad row never breaks the footer.
 */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  // A copy, so a caller changing its settings object can never change the defaults.
  const settings: Record<string, unknown> = structuredClone(DEFAULT_SITE_SETTINGS);
  for (const { key, value } of rows) {
    if (!SITE_SETTING_KEYS.includes(key as SiteSettingKey)) continue;
    const fallback = DEFAULT_SITE_SETTINGS[key as SiteSettingKey];
    let stored: unknown;
    try {
      stored = JSON.parse(value);
    } catch {
      continue;
    }
    // An object stored with some fields missing keeps the defaults for the rest.
    const candidate = isPlainObject(fallback) && isPlainObject(stored) ? { ...fallback, ...stored } : stored;
    const parsed = siteSettingsSchema.shape[key as SiteSettingKey].safeParse(candidate);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as SiteSettings;
}

/** Validates the merged result (ZodError with field messages if invalid), stores the named settings. */
export async function updateSiteSettings(db: Db, patch: SiteSettingsPatch): Promise<SiteSettings> {
  const current = await getSiteSettings(db);
  const keys = SITE_SETTING_KEYS.filter((key) => patch[key] !== undefined);
  const merged: Record<string, unknown> = { ...current };
  for (const key of keys) {
    const before: unknown = current[key];
    const change: unknown = patch[key];
    merged[key] = isPlainObject(before) && isPlainObject(change) ? { ...before, ...change } : change;
  }
  const next = siteSettingsSchema.parse(merged);
  if (keys.length === 0) return next;
  const timestamp = now();
  await inTransaction(db, async (trx) => {
    for (const key of keys) await writeSettingValue(trx, key, JSON.stringify(next[key]), timestamp);
    await bumpContentVersion(trx);
  });
  notifyLocalContentWrite();
  return next;
}

/** One stored value, also of a key outside the public settings (the security switch); undefined when none. */
export async function readSettingValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

/** Stores one value under its key, replacing what was there. */
export async function writeSettingValue(db: Db, key: string, value: string, timestamp = now()): Promise<void> {
  await db
    .insertInto("site_settings")
    .values({ key, value, updated_at: timestamp })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: timestamp }))
    .execute();
}

/**
 * Stores a one-time marker (a key outside the settings schema) and tells whether this call
 * stored it, so only one of several instances starting together runs a one-time job.
 */
export async function claimOnce(db: Db, marker: string): Promise<boolean> {
  const claimed = await db
    .insertInto("site_settings")
    .values({ key: `once:${marker}`, value: JSON.stringify(now()), updated_at: now() })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function releaseClaim(db: Db, marker: string): Promise<void> {
  await db.deleteFrom("site_settings").where("key", "=", `once:${marker}`).execute();
}
