import { describe, expect, it } from "vitest";
import { formatBytes } from "~/media/format-bytes";
import { compareVersions, groupDownloads, latestFirst, type VersionedDownload } from "./versions";

describe("versions", () => {
  it("compares versions as people read them", () => {
    const sorted = ["1.10", "1.2", "v2", "1.9", "1.2.1", "R1.07", "R1.05", "1.0"].sort(compareVersions);
    expect(sorted).toEqual(["1.0", "1.2", "1.2.1", "1.9", "1.10", "v2", "R1.05", "R1.07"]);
    expect(compareVersions("v2.4.1", "2.4.1")).toBe(0);
    expect(compareVersions("Rev. B", "Rev. A")).toBe(1);
  });

  const download = (id: number, name: string, version: string | null, release_date: string | null, kind = "driver"): VersionedDownload => ({ id, name, kind, version, release_date });

  it("puts the latest first: by release date, then version, then the one added last", () => {
    const rows = [
      download(1, "Real COM", "1.0", "2024-05-14"),
      download(2, "Real COM", "1.2", "2025-10-01"),
      download(3, "Real COM", "1.10", "2025-10-01"),
      download(4, "Real COM", null, null),
      download(5, "Real COM", "1.1", null),
    ];
    expect([...rows].sort(latestFirst).map((row) => row.id)).toEqual([3, 2, 1, 5, 4]);
  });

  it("groups versions by kind and title (letter case aside), drivers first, each with its latest version leading", () => {
    const groups = groupDownloads([
      download(1, "Real COM Driver", "1.0", "2024-05-14"),
      download(2, "SPC Manual", "Rev. A", "2025-01-01", "manual"),
      download(3, "real com driver ", "1.2", "2025-10-01"),
      download(4, "Switch Firmware", "2.4.1", "2026-02-20", "firmware"),
      download(5, "Audio Driver", "6.0", "2023-01-01"),
    ]);
    expect(groups.map((group) => [group.title, group.latest.id, group.older.map((row) => row.id)])).toEqual([
      ["Audio Driver", 5, []],
      ["real com driver ", 3, [1]],
      ["Switch Firmware", 4, []],
      ["SPC Manual", 2, []],
    ]);
  });

  it("shows sizes in the units people read", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(1023)).toBe("1023 bytes");
    expect(formatBytes(16_384)).toBe("16 KB");
    expect(formatBytes(52_428_800)).toBe("50.0 MB");
    expect(formatBytes(3 * 1024 ** 3)).toBe("3.0 GB");
  });
});
