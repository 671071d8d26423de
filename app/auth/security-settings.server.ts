import type { Env } from "~/config/env.server";
import { readSettingValue, writeSettingValue } from "~/content/site-settings/repository.server";
import type { Db } from "~/db/connection.server";

/**
 * The one security switch administrators set in Site Settings: whether administrators must use
 * two-factor sign-in. Stored in site_settings under a key outside the public settings (which every
 * page reads and shows), so it never reaches a public page; ADMIN_REQUIRE_TWO_FACTOR forces it on.
 */
export const REQUIRE_ADMIN_TWO_FACTOR = "security:require-admin-two-factor";

/** The switch as stored (see REQUIRE_ADMIN_TWO_FACTOR): on only when it says so. */
export const twoFactorRequirementFrom = (stored: string | null | undefined) => stored === "true";

export async function storedTwoFactorRequirement(db: Db): Promise<boolean> {
  return twoFactorRequirementFrom(await readSettingValue(db, REQUIRE_ADMIN_TWO_FACTOR));
}

/** Whether administrators must use two-factor sign-in: forced by the environment, or switched on in Site Settings. */
export const twoFactorRequired = (env: Pick<Env, "ADMIN_REQUIRE_TWO_FACTOR">, stored: boolean) => env.ADMIN_REQUIRE_TWO_FACTOR || stored;

export async function isTwoFactorRequiredForAdmins(db: Db, env: Pick<Env, "ADMIN_REQUIRE_TWO_FACTOR">): Promise<boolean> {
  return twoFactorRequired(env, await storedTwoFactorRequirement(db));
}

export async function setTwoFactorRequirement(db: Db, required: boolean, now = new Date()): Promise<void> {
  await writeSettingValue(db, REQUIRE_ADMIN_TWO_FACTOR, required ? "true" : "false", now.toISOString());
}
