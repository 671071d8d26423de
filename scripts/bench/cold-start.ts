import path from "node:path";
import type { Row } from "./report";
import type { BenchSettings } from "./settings";
import { timeColdStart } from "./showroom";

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of several starts on the already seeded database the cached server left behind. */
export async function benchColdStart(work: string, settings: BenchSettings): Promise<Row[]> {
  const dataDir = path.join(work, "cached");
  const rows: Row[] = [];
  for (const direct of [false, true]) {
    const times: number[] = [];
    for (let run = 0; run < settings.coldStarts; run += 1)
      times.push(await timeColdStart(dataDir, path.join(work, "cold-start.log"), direct));
    const note = `median of ${times.map((ms) => (ms / 1000).toFixed(2)).join(", ")} s`;
    rows.push(
      direct
        ? {
            what: "cold start: node server/main.js (no npm)",
            value: median(times) / 1000,
            unit: "s",
            note,
          }
        : {
            what: "cold start: npm run serve to 200 on /",
            value: median(times) / 1000,
            unit: "s",
            target: { atMost: 2 },
            note,
          },
    );
  }
  return rows;
}
