import { PASSWORD_LENGTH } from "./password-length";

export { PASSWORD_LENGTH };

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The common-password list shipped with zxcvbn-ts (about 49,000 passwords seen in breaches),
 * loaded on first use so the server starts without it. Compared case-insensitively.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].filter((word) => word.length >= PASSWORD_LENGTH.min).map((word) => word.toLowerCase())),
  );
  return commonPasswords;
}

/**
 * Why a new admin password is refused, or null when it may be used. Applied wherever a password
 * is set (npm run admin:create, and better-auth's own endpoints through its hash hook).
 */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < PASSWORD_LENGTH.min) return `The password must be at least ${PASSWORD_LENGTH.min} characters.`;
  if (password.length > PASSWORD_LENGTH.max) return `The password must be at most ${PASSWORD_LENGTH.max} characters.`;
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    return "This password is on a list of commonly used passwords that attackers try first; please choose another.";
  }
  return null;
}
