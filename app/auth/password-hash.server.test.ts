import { hashPassword as betterAuthHash } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash.server";
import { passwordProblem } from "./password-rules.server";

describe("admin password hashes", () => {
  it("are scrypt at OWASP's parameters (N=2^17, r=8, p=1), self-describing and salted", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(await hashPassword("correct horse battery staple")).not.toBe(hash);
    expect(await verifyPassword({ hash, password: "correct horse battery staple" })).toBe(true);
    expect(await verifyPassword({ hash, password: "correct horse battery stapl" })).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("still verify better-auth's older, weaker hashes, which are marked for rehashing", async () => {
    const legacy = await betterAuthHash("an older admin password");
    expect(legacy).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: legacy, password: "an older admin password" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "an older admin passwore" })).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash("$scrypt$ln=14,r=8,p=1$c2FsdA==$a2V5")).toBe(true);
  });

  it("refuse garbage and a tampered row asking for huge parameters", async () => {
    expect(await verifyPassword({ hash: "", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "$scrypt$ln=30,r=8,p=1$c2FsdA==$a2V5", password: "x" })).toBe(false);
  });
});

describe("passwordProblem", () => {
  it("refuses short passwords and ones on the shipped common-password list, with a clear message", async () => {
    expect(await passwordProblem("short")).toBe("The password must be at least 12 characters.");
    expect(await passwordProblem("x".repeat(257))).toBe("The password must be at most 256 characters.");
    for (const common of ["qwertyuiop123", "1q2w3e4r5t6y", "Password1234", "123456789012"]) {
      expect(await passwordProblem(common), common).toMatch(/list of commonly used passwords/);
    }
    expect(await passwordProblem("correct horse battery staple")).toBeNull();
  });
});
