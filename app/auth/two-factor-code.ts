import { z } from "zod";

/**
 * Browser-safe: the code typed at the second sign-in step or when confirming enrolment. A TOTP code
 * is 6 digits (spaces allowed, as apps show "123 456"); a recovery code is better-auth's 10 letters
 * and digits, shown as "abcde-12345" (the dash is optional when typed).
 */
export type CodeKind = { kind: "totp"; code: string } | { kind: "recovery"; code: string };

const TOTP = /^\d{6}$/;
const RECOVERY = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/;

export const CODE_REQUIRED = "Code is required";
export const CODE_FORMAT = "Enter the 6-digit code from your authenticator app, or a recovery code such as abcde-12345.";
export const TOTP_FORMAT = "Enter the 6-digit code from your authenticator app.";

/** Reads a typed code as a TOTP code or a recovery code (in the form it was stored), or null. */
export function classifyCode(raw: string): CodeKind | null {
  const compact = raw.replace(/\s+/g, "");
  if (TOTP.test(compact)) return { kind: "totp", code: compact };
  const recovery = RECOVERY.exec(compact);
  if (recovery) return { kind: "recovery", code: `${recovery[1]}-${recovery[2]}` };
  return null;
}

/** The second sign-in step: a TOTP code or a recovery code. */
export const signInCodeInput = z.object({
  code: z
    .string({ required_error: CODE_REQUIRED })
    .trim()
    .min(1, CODE_REQUIRED)
    .max(64, CODE_FORMAT)
    .refine((value) => classifyCode(value) !== null, CODE_FORMAT),
});

/** Confirming enrolment: only a code from the app proves it was set up. */
export const enrolmentCodeInput = z.object({
  code: z
    .string({ required_error: CODE_REQUIRED })
    .trim()
    .min(1, CODE_REQUIRED)
    .max(64, TOTP_FORMAT)
    .refine((value) => classifyCode(value)?.kind === "totp", TOTP_FORMAT),
});
