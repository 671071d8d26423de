import type { AdminSession } from "~/auth/guard.server";

/** The signed-in administrator that action tests act as (no user row needed: audit entries copy the name). */
export const testStaff: AdminSession = {
  user: { id: "test-admin", name: "Ada Admin", email: "ada@example.com", role: "administrator", twoFactorEnabled: false },
  session: { id: "test-session", createdAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) },
};
