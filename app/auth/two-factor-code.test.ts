import { describe, expect, it } from "vitest";
import { CODE_FORMAT, CODE_REQUIRED, classifyCode, enrolmentCodeInput, signInCodeInput, TOTP_FORMAT } from "./two-factor-code";
import { isIdle, lastActivity, shouldRecordActivity } from "./session-activity";

describe("classifyCode", () => {
  it("reads six digits as a TOTP code, spaces allowed", () => {
    expect(classifyCode("123456")).toEqual({ kind: "totp", code: "123456" });
    expect(classifyCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
  });

  it("reads a recovery code with or without its dash, in its stored form", () => {
    expect(classifyCode("aB3de-9Xy1Z")).toEqual({ kind: "recovery", code: "aB3de-9Xy1Z" });
    expect(classifyCode("aB3de9Xy1Z")).toEqual({ kind: "recovery", code: "aB3de-9Xy1Z" });
  });

  it("refuses anything else", () => {
    for (const value of ["12345", "1234567", "abcde-1234", "abcde_12345", "12345a", ""]) expect(classifyCode(value)).toBeNull();
  });
});

describe("code forms", () => {
  const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? null : result.error!.issues[0].message);

  it("says which code is missing or malformed", () => {
    expect(message(signInCodeInput.safeParse({ code: "" }))).toBe(CODE_REQUIRED);
    expect(message(signInCodeInput.safeParse({}))).toBe(CODE_REQUIRED);
    expect(message(signInCodeInput.safeParse({ code: "12ab" }))).toBe(CODE_FORMAT);
    expect(signInCodeInput.safeParse({ code: "abcde-12345" }).success).toBe(true);
  });

  it("takes only an app code to confirm enrolment", () => {
    expect(message(enrolmentCodeInput.safeParse({ code: "abcde-12345" }))).toBe(TOTP_FORMAT);
    expect(enrolmentCodeInput.safeParse({ code: "000 111" }).success).toBe(true);
  });
});

describe("idle timeout", () => {
  const start = new Date("2026-11-23T08:00:00Z");
  const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it("counts from the session's start until activity is stored", () => {
    expect(lastActivity(null, start)).toEqual(start);
    expect(lastActivity(later(5).toISOString(), start)).toEqual(later(5));
  });

  it("ends a session unused for the idle time, not before", () => {
    expect(isIdle(start, later(119), 120)).toBe(false);
    expect(isIdle(start, later(120), 120)).toBe(true);
  });

  it("stores activity at most once a minute", () => {
    expect(shouldRecordActivity(start, new Date(start.getTime() + 59_000))).toBe(false);
    expect(shouldRecordActivity(start, later(1))).toBe(true);
  });
});
