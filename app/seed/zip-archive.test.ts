import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
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

  it("is the same bytes on every run", () => {
    expect(createZip([{ name: "a.txt", content: "x" }]).equals(createZip([{ name: "a.txt", content: "x" }]))).toBe(true);
  });
});
