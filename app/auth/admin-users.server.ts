import { randomBytes } from "node:crypto";
import { z } from "zod";
import { countRows } from "~/content/shared/count.server";
import type { Db } from "~/db/connection.server";
import type { AdminAuth } from "./auth.server";
import { passwordProblem } from "./password-rules.server";
import type { Role } from "./roles";
import { setRole } from "./staff-repository.server";

export type NewAdmin = { email: string; password: string; name?: string };
export type NewStaff = NewAdmin & { role: Role };

/** A random password of 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Creates an administrator with a hashed password (`npm run admin:create` and tests). Web sign-up
 * is disabled: this and accepting an invitation are the only ways in.
 */
export function createAdminUser(auth: AdminAuth, admin: NewAdmin): Promise<{ id: string; email: string }> {
  return createStaffUser(auth, { ...admin, role: "administrator" });
}

/** Creates a staff account with the given role; refuses a bad e-mail, a weak password or a taken address. */
export async function createStaffUser(auth: AdminAuth, { email, password, name, role }: NewStaff): Promise<{ id: string; email: string }> {
  const context = await auth.$context;
  const normalized = email.trim().toLowerCase();
  if (!z.string().email().safeParse(normalized).success) throw new Error(`"${email}" is not a valid e-mail address.`);
  const problem = await passwordProblem(password);
  if (problem) throw new Error(problem);
  if (await context.internalAdapter.findUserByEmail(normalized)) throw new Error(`An admin with the e-mail ${normalized} already exists.`);

  const user = await context.internalAdapter.createUser({ email: normalized, name: name ?? normalized.split("@")[0], emailVerified: true }, { method: "admin" });
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
  // Written by us rather than passed to better-auth, whose default for the field is the least role.
  await setRole(db(auth), user.id, role);
  return { id: user.id, email: user.email };
}

const db = (auth: AdminAuth) => (auth.options.database as unknown as { db: Db }).db;

/** How many admin accounts exist; none means nobody can sign in yet. */
export const countAdminUsers = (db: Db) => countRows(db, "user");
