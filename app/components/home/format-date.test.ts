import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes calendar dates in words without shifting the day", () => {
    expect(formatDate("2026-01-05")).toBe("January 5, 2026");
    expect(formatDate("2025-12-31")).toBe("December 31, 2025");
  });
  it("leaves text that is not a date alone", () => {
    expect(formatDate("soon")).toBe("soon");
  });
});
