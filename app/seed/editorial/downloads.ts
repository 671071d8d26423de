/** Driver categories and drivers; each driver becomes a small, real ZIP package. */
export type SeedDriver = { name: string; fileName: string; files: Record<string, string> };

const readme = (name: string) =>
  `${name}\n\nThis package is demo content created by the Showroom seeder to show how driver downloads work.\n` +
  "It contains no driver software. Replace it in the admin panel (Drivers) with the real package.\n";

export const DEMO_DRIVER_CATEGORIES: ReadonlyArray<{ name: string; drivers: SeedDriver[] }> = [
  {
    name: "Industrial Computer Drivers",
    drivers: [
      {
        name: "Intel Serial IO Driver for SPC/EBX J6412 (Windows 10/11)",
        fileName: "Intel-SerialIO-J6412-Win10-11-v30.100.2.zip",
        files: { "driver/SerialIO.inf": "[Version]\nSignature=\"$Windows NT$\"\nClass=System\nDriverVer=03/12/2026,30.100.2.0\n" },
      },
      {
        name: "Watchdog and DIO SDK v2.4 (Windows and Linux)",
        fileName: "Showroom-Watchdog-DIO-SDK-v2.4.zip",
        files: { "include/wdt_dio.h": "/* Watchdog and DIO SDK v2.4 (demo header) */\nint wdt_start(int seconds);\nint wdt_stop(void);\n" },
      },
      {
        name: "Touch Screen Calibration Utility",
        fileName: "Touch-Calibration-Utility-v1.8.zip",
        files: { "CHANGELOG.txt": "v1.8: 5-point calibration for resistive panels\n" },
      },
    ],
  },
  {
    name: "Networking and Serial Utilities",
    drivers: [
      {
        name: "Real COM Driver for SDS Device Servers (Windows)",
        fileName: "SDS-RealCOM-Driver-Win-v3.2.1.zip",
        files: { "driver/sdscom.inf": "[Version]\nSignature=\"$Windows NT$\"\nClass=Ports\nDriverVer=01/20/2026,3.2.1.0\n" },
      },
      {
        name: "Device Search and Configuration Utility",
        fileName: "Device-Search-Utility-v5.0.zip",
        files: { "CHANGELOG.txt": "v5.0: finds switches, device servers and gateways on the local network\n" },
      },
      {
        name: "ISW-802G-L2 Switch Firmware v2.4.1",
        fileName: "ISW-802G-L2-Firmware-v2.4.1.zip",
        files: { "RELEASE-NOTES.txt": "v2.4.1: ERPS recovery improvements, SNMP v3 fixes\n" },
      },
    ],
  },
];

export function driverPackageFiles(driver: SeedDriver): Array<{ name: string; content: string }> {
  return [{ name: "README.txt", content: readme(driver.name) }, ...Object.entries(driver.files).map(([name, content]) => ({ name, content }))];
}
