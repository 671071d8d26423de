import { type Kysely, sql } from "kysely";
import { authDateType, withIdColumn } from "../dialect";

/**
 * Staff accounts (issue 13, decision 019): a role and a disabled time on better-auth's user table,
 * the time of the last sign-in, and invitations. A new user defaults to the least role; every
 * account that existed before roles were introduced was an administrator, and stays one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const date = authDateType(db);
  await db.schema.alterTable("user").addColumn("role", "text", (c) => c.notNull().defaultTo("support")).execute();
  await db.schema.alterTable("user").addColumn("disabledAt", date).execute();
  await db.schema.alterTable("user").addColumn("lastSignInAt", date).execute();
  await sql`update "user" set "role" = 'administrator'`.execute(db);

  await withIdColumn(db, db.schema.createTable("staff_invites"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    // SHA-256 of the link's token, hex: the token itself is only in the link.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_invites").execute();
  for (const column of ["lastSignInAt", "disabledAt", "role"]) await db.schema.alterTable("user").dropColumn(column).execute();
}
