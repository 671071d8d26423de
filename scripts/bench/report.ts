/** One line of the bench's table: a measured value against its target, or a value shown for context. */
export type Row = {
  what: string;
  /** Undefined when the measurement could not be taken: that counts as a miss when there is a target. */
  value: number | undefined;
  unit: string;
  target?: { atLeast?: number; atMost?: number };
  /** What the value is made of, e.g. "nginx 9,800 req/s vs ours 4,100 req/s". */
  note?: string;
  /** Why the value cannot be trusted (errors under load, an unfinished run): the row counts as missed. */
  problem?: string;
};

export type Verdict = "pass" | "MISS" | "";

export function verdict(row: Row): Verdict {
  if (!row.target) return "";
  if (row.problem || row.value === undefined || Number.isNaN(row.value)) return "MISS";
  const { atLeast, atMost } = row.target;
  if (atLeast !== undefined && row.value < atLeast) return "MISS";
  if (atMost !== undefined && row.value > atMost) return "MISS";
  return "pass";
}

export function missed(rows: Row[]): Row[] {
  return rows.filter((row) => verdict(row) === "MISS");
}

function formatNumber(value: number | undefined, unit: string): string {
  if (value === undefined || Number.isNaN(value)) return "n/a";
  const digits = unit === "×" ? (value < 0.1 ? 3 : 2) : value >= 100 ? 0 : 1;
  const number = value.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return unit === "×" ? `${number}×` : `${number} ${unit}`;
}

function formatTarget(row: Row): string {
  if (!row.target) return "";
  const { atLeast, atMost } = row.target;
  const bound = (value: number) => (row.unit === "×" ? `${value}×` : `${value} ${row.unit}`);
  return [atLeast !== undefined && `≥ ${bound(atLeast)}`, atMost !== undefined && `≤ ${bound(atMost)}`].filter(Boolean).join(", ");
}

/** A plain-text table that reads the same in a terminal and pasted into an issue. */
export function formatTable(rows: Row[]): string {
  const cells = rows.map((row) => [
    row.what,
    formatNumber(row.value, row.unit),
    formatTarget(row),
    verdict(row),
    [row.problem, row.note].filter(Boolean).join("; "),
  ]);
  const header = ["measure", "value", "target", "result", "details"];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values: string[]) =>
    values
      .map((value, column) => (column === 1 ? value.padStart(widths[column]) : value.padEnd(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...cells.map(line)].join("\n");
}

export const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** Product pages are shown as "/product/1/…": the slug only widens the table. */
export const short = (page: string) => page.replace(/^(\/product\/\d+)\/.+$/, "$1/…");

/** A measurement that fails (a page answering 500, a server that does not start) becomes a missed row, not a lost table. */
export async function attempt(what: string, measure: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await measure();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    progress(`${what}: ${message}`);
    return [{ what, value: undefined, unit: "", target: {}, problem: `not measured: ${message}` }];
  }
}
