import type { Kysely } from "kysely";
import { authBooleanType, authDateType } from "../dialect";

/**
 * Two-factor sign-in and idle sessions (issue 13, parts 3 and 4; decision 022). better-auth's
 * twoFactor plugin needs `twoFactorEnabled` on the user and its own `twoFactor` table (with its
 * column names); `lastUsedStep` is ours: the newest TOTP time step accepted for the user, so a
 * code cannot be used twice. `lastActiveAt` on the session is the idle timeout's clock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const date = authDateType(db);
  const boolean = authBooleanType(db);
  await db.schema.alterTable("user").addColumn("twoFactorEnabled", boolean, (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.alterTable("session").addColumn("lastActiveAt", date).execute();

  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Encrypted by better-auth with the auth secret (XChaCha20-Poly1305), like the backup codes.
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().unique().references("user.id").onDelete("cascade"))
    .addColumn("verified", boolean, (c) => c.notNull().defaultTo(true))
    .addColumn("failedVerificationCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lockedUntil", date)
    .addColumn("lastUsedStep", "bigint")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("twoFactor").execute();
  await db.schema.alterTable("session").dropColumn("lastActiveAt").execute();
  await db.schema.alterTable("user").dropColumn("twoFactorEnabled").execute();
}
