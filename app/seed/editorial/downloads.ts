import type { DownloadKind, OperatingSystem } from "~/content/driver/kinds";

/**
 * The download centre's demo content: categories of downloads, each a real file (a small ZIP, or a
 * one-page PDF for a manual), several with older versions, linked to the catalogue's products by
 * model number. Versions are listed oldest first, as they were released.
 */
export type SeedVersion = { version: string; releaseDate: string; notes: string; fileName: string; files: Record<string, string> };
export type SeedDownload = { name: string; kind: DownloadKind; systems: OperatingSystem[]; models: string[]; versions: SeedVersion[] };

const WINDOWS: OperatingSystem[] = ["windows-11", "windows-10"];

export const DEMO_DRIVER_CATEGORIES: ReadonlyArray<{ name: string; drivers: SeedDownload[] }> = [
  {
    name: "Industrial Computer Drivers",
    drivers: [
      {
        name: "Intel Serial IO Driver for J6412 boards",
        kind: "driver",
        systems: [...WINDOWS, "windows-iot"],
        models: ["SPC-1560-J6412", "SBC-35-J6412", "EBX-6412-6C"],
        versions: [
          {
            version: "30.100.2",
            releaseDate: "2025-06-10",
            notes: "First release for the Elkhart Lake J6412 boards.\nI2C, SPI and UART controllers for Windows 10 and 11.",
            fileName: "Intel-SerialIO-J6412-Win10-11-v30.100.2.zip",
            files: { "driver/SerialIO.inf": "[Version]\nSignature=\"$Windows NT$\"\nClass=System\nDriverVer=06/10/2025,30.100.2.0\n" },
          },
          {
            version: "30.100.4",
            releaseDate: "2026-03-12",
            notes: "Fixes a UART receive stall above 921,600 baud.\nAdds Windows 11 24H2 support.",
            fileName: "Intel-SerialIO-J6412-Win10-11-v30.100.4.zip",
            files: { "driver/SerialIO.inf": "[Version]\nSignature=\"$Windows NT$\"\nClass=System\nDriverVer=03/12/2026,30.100.4.0\n" },
          },
        ],
      },
      {
        name: "Watchdog and DIO SDK",
        kind: "sdk",
        systems: [...WINDOWS, "linux"],
        models: ["EBX-6412-6C", "EBX-5105-MINI", "SPC-1560-J6412", "SPC-1010-N5105"],
        versions: [
          {
            version: "2.2",
            releaseDate: "2024-09-02",
            notes: "Watchdog timer and 8-bit digital I/O library with C and C# samples.",
            fileName: "Showroom-Watchdog-DIO-SDK-v2.2.zip",
            files: { "include/wdt_dio.h": "/* Watchdog and DIO SDK v2.2 (demo header) */\nint wdt_start(int seconds);\n" },
          },
          {
            version: "2.4",
            releaseDate: "2026-01-15",
            notes: "Adds wdt_stop() and Linux (x86-64) libraries.\nThe Python binding is now included.",
            fileName: "Showroom-Watchdog-DIO-SDK-v2.4.zip",
            files: { "include/wdt_dio.h": "/* Watchdog and DIO SDK v2.4 (demo header) */\nint wdt_start(int seconds);\nint wdt_stop(void);\n" },
          },
        ],
      },
      {
        name: "Touch Screen Calibration Utility",
        kind: "utility",
        systems: [...WINDOWS, "windows-iot"],
        models: ["SPC-1560-J6412", "SPC-1010-N5105", "SPC-2150-I5G7", "TSK-3200-SO", "TSK-2150-QM"],
        versions: [
          {
            version: "1.8",
            releaseDate: "2025-11-04",
            notes: "5-point calibration for resistive panels; saves the calibration per user.",
            fileName: "Touch-Calibration-Utility-v1.8.zip",
            files: { "CHANGELOG.txt": "v1.8: 5-point calibration for resistive panels\n" },
          },
        ],
      },
      {
        name: "SPC-1560-J6412 BIOS",
        kind: "bios",
        systems: [],
        models: ["SPC-1560-J6412"],
        versions: [
          {
            version: "R1.05",
            releaseDate: "2025-08-20",
            notes: "Power-on after power loss defaults to On.",
            fileName: "SPC-1560-J6412-BIOS-R1.05.zip",
            files: { "README.txt": "Flash with the EFI shell: fpt.efi -f R105.bin\n" },
          },
          {
            version: "R1.07",
            releaseDate: "2026-02-02",
            notes: "Microcode update; wake-on-LAN from S5 on both ports.",
            fileName: "SPC-1560-J6412-BIOS-R1.07.zip",
            files: { "README.txt": "Flash with the EFI shell: fpt.efi -f R107.bin\n" },
          },
        ],
      },
      {
        name: "SPC Panel PC User Manual",
        kind: "manual",
        systems: [],
        models: ["SPC-1560-J6412", "SPC-1010-N5105"],
        versions: [
          {
            version: "Rev. B",
            releaseDate: "2026-01-10",
            notes: "Adds the panel-mount cut-out drawing and the wide-temperature notes.",
            fileName: "SPC-Panel-PC-User-Manual-RevB.pdf",
            files: {},
          },
        ],
      },
    ],
  },
  {
    name: "Networking and Serial Utilities",
    drivers: [
      {
        name: "Real COM Driver for SDS Device Servers",
        kind: "driver",
        systems: [...WINDOWS, "windows-server"],
        models: ["SDS-1100-I", "SDS-1400-I"],
        versions: [
          {
            version: "1.0",
            releaseDate: "2024-05-14",
            notes: "Maps the device server's serial ports to local COM ports.",
            fileName: "SDS-RealCOM-Driver-Win-v1.0.zip",
            files: { "driver/sdscom.inf": "[Version]\nSignature=\"$Windows NT$\"\nClass=Ports\nDriverVer=05/14/2024,1.0.0.0\n" },
          },
          {
            version: "1.2",
            releaseDate: "2025-10-01",
            notes: "Reconnects after a network outage without reopening the port.\nAdds Windows Server 2022.",
            fileName: "SDS-RealCOM-Driver-Win-v1.2.zip",
            files: { "driver/sdscom.inf": "[Version]\nSignature=\"$Windows NT$\"\nClass=Ports\nDriverVer=10/01/2025,1.2.0.0\n" },
          },
        ],
      },
      {
        name: "Device Search and Configuration Utility",
        kind: "utility",
        systems: [...WINDOWS, "linux"],
        models: ["SDS-1100-I", "SDS-1400-I", "PGW-MB-2S", "PGW-MQTT-4G", "ISW-802G-L2", "ISW-2404G-L3"],
        versions: [
          {
            version: "5.0",
            releaseDate: "2025-12-01",
            notes: "Finds switches, device servers and gateways on the local network and sets their addresses.",
            fileName: "Device-Search-Utility-v5.0.zip",
            files: { "CHANGELOG.txt": "v5.0: finds switches, device servers and gateways on the local network\n" },
          },
        ],
      },
      {
        name: "ISW-802G-L2 Switch Firmware",
        kind: "firmware",
        systems: [],
        models: ["ISW-802G-L2"],
        versions: [
          {
            version: "2.3.0",
            releaseDate: "2025-04-18",
            notes: "ERPS ring recovery under 50 ms.",
            fileName: "ISW-802G-L2-Firmware-v2.3.0.zip",
            files: { "RELEASE-NOTES.txt": "v2.3.0: ERPS ring recovery under 50 ms\n" },
          },
          {
            version: "2.4.1",
            releaseDate: "2026-02-20",
            notes: "ERPS recovery improvements, SNMP v3 fixes.",
            fileName: "ISW-802G-L2-Firmware-v2.4.1.zip",
            files: { "RELEASE-NOTES.txt": "v2.4.1: ERPS recovery improvements, SNMP v3 fixes\n" },
          },
        ],
      },
    ],
  },
];

const readme = (name: string, version: string) =>
  `${name} ${version}\n\nThis package is demo content created by the Showroom seeder to show how downloads work.\n` +
  "It contains no software. Replace it in the admin panel (Drivers) with the real package.\n";

export function driverPackageFiles(download: SeedDownload, version: SeedVersion): Array<{ name: string; content: string }> {
  return [{ name: "README.txt", content: readme(download.name, version.version) }, ...Object.entries(version.files).map(([name, content]) => ({ name, content }))];
}
