import { randomBytes } from "node:crypto";
import { z } from "zod";
import { countRows } from "~/content/shared/count.server";
import type { Db } from "~/db/connection.server";
import type { AdminAuth } from "./auth.server";
import { passwordProblem } from "./password-rules.server";

export type NewAdmin = { email: string; password: string; name?: string };

/** A random password of 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Creates an admin account with a hashed password. Web sign-up is disabled, so this (used by
 * `npm run admin:create` and tests) is the only way in.
 */
export async function createAdminUser(auth: AdminAuth, { email, password, name }: NewAdmin): Promise<{ id: string; email: string }> {
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
  return { id: user.id, email: user.email };
}

/** How many admin accounts exist; none means nobody can sign in yet. */
export const countAdminUsers = (db: Db) => countRows(db, "user");
