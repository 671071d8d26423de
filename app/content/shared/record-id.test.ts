import { expect, it } from "vitest";
import { MAX_RECORD_ID, recordIdFrom } from "./record-id";

it("reads ids a PostgreSQL integer column can hold, and nothing else", () => {
  expect(recordIdFrom("1")).toBe(1);
  expect(recordIdFrom(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  for (const value of [String(MAX_RECORD_ID + 1), "9999999999", "9".repeat(40), "0", "-1", "01", "1e3", " 1", "1.0", "", null, undefined, 5]) {
    expect(recordIdFrom(value)).toBeNull();
  }
});
