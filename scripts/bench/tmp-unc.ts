import { compareThroughput } from "./throughput";
import { readSettings } from "./settings";
const [ref, ours, n] = process.argv.slice(2);
for (let i = 0; i < Number(n ?? 2); i++) console.log((await compareThroughput("x", { label: "minimal", url: ref }, { label: "ours", url: ours }, readSettings(process.env))).note);
