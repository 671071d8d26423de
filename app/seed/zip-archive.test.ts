import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createZip } from "./zip-archive";

// An independent reader checks the format; skipped only on machines without `unzip`.
const hasUnzip = spawnSync("unzip", ["-v"]).status === 0;

describe("createZip", () => {
  const zip = createZip([
    { name: "README.txt", content: "Demo driver package\n".repeat(20) },
    { name: "driver/sds.inf", content: "[Version]\nSignature=\"$Windows NT$\"\n" },
  ]);

  it("writes local headers, a central directory and the end record", () => {
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const end = zip.subarray(zip.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(2);
    const first = inflateRawSync(zip.subarray(30 + "README.txt".length, 30 + "README.txt".length + zip.readUInt32LE(18)));
    expect(first.toString()).toBe("Demo driver package\n".repeat(20));
  });

  it.runIf(hasUnzip)("is readable by a standard unzip tool", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-zip-"));
    try {
      const file = path.join(dir, "driver.zip");
      writeFileSync(file, zip);
      expect(execFileSync("unzip", ["-t", file]).toString()).toContain("No errors detected");
      expect(execFileSync("unzip", ["-p", file, "driver/sds.inf"]).toString()).toBe('[Version]\nSignature="$Windows NT$"\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is the same bytes on every run, whenever it runs", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date("2026-01-02T03:04:06Z"));
      const first = createZip([{ name: "a.txt", content: "x" }]);
      vi.setSystemTime(new Date("2031-07-19T21:42:58Z"));
      const later = createZip([{ name: "a.txt", content: "x" }]);
      expect(later.equals(first)).toBe(true);
      // The entry's DOS time and date are the fixed ones (2026-11-01 00:00), not the clock's.
      expect([first.readUInt16LE(10), first.readUInt16LE(12)]).toEqual([0, ((2026 - 1980) << 9) | (11 << 5) | 1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
