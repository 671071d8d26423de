import { HOTP, Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import { isReplay, matchingStep, totpFor } from "./totp-step.server";

const SECRET = "a plugin secret of thirty-two ch";

describe("matchingStep", () => {
  const now = Date.UTC(2026, 10, 23, 8, 0, 10);
  const step = Math.floor(now / 30_000);
  const codeAt = (counter: number) => HOTP.generate({ secret: Secret.fromUTF8(SECRET), counter });

  it("finds the step of the current code and of its neighbours (clock drift)", () => {
    expect(matchingStep(SECRET, codeAt(step), now)).toBe(step);
    expect(matchingStep(SECRET, codeAt(step - 1), now)).toBe(step - 1);
    expect(matchingStep(SECRET, codeAt(step + 1), now)).toBe(step + 1);
  });

  it("refuses codes further away and wrong codes", () => {
    expect(matchingStep(SECRET, codeAt(step - 2), now)).toBeNull();
    expect(matchingStep(SECRET, codeAt(step + 2), now)).toBeNull();
    const wrong = codeAt(step) === "000000" ? "000001" : "000000";
    expect(matchingStep(SECRET, wrong, now)).toBeNull();
  });

  it("agrees with RFC 6238's SHA-1 test vector", () => {
    // RFC 6238 appendix B: key "12345678901234567890", T = 59 s, 8 digits 94287082 (6 digits: 287082).
    expect(matchingStep("12345678901234567890", "287082", 59_000)).toBe(1);
  });

  it("gives the QR code the secret's UTF-8 bytes in base32", () => {
    const uri = totpFor(SECRET, "Showroom Admin", "a@example.com").toString();
    expect(uri).toContain(`secret=${Secret.fromUTF8(SECRET).base32}`);
    expect(uri).toContain("issuer=Showroom%20Admin");
  });
});

describe("isReplay", () => {
  it("refuses the step already used and older ones, accepts later ones", () => {
    expect(isReplay(100, null)).toBe(false);
    expect(isReplay(100, 100)).toBe(true);
    expect(isReplay(99, 100)).toBe(true);
    expect(isReplay(101, 100)).toBe(false);
  });
});
