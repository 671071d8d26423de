import { type ChildProcess, spawn } from "node:child_process";
import { openSync, closeSync } from "node:fs";
import { readFile } from "node:fs/promises";
import net from "node:net";
import { availableParallelism } from "node:os";

/**
 * Everything the bench starts or creates registers how to undo it here, so a normal end, an
 * error and Ctrl-C all leave no process or temp folder behind.
 */
const cleanups: Array<() => Promise<void> | void> = [];
// Once cleaning up has begun (Ctrl-C), nothing new may start behind its back.
let closing = false;

function refuseWhenClosing(command: string): void {
  if (closing) throw new Error(`Not starting ${command}: the bench is stopping.`);
}

export function onCleanup(undo: () => Promise<void> | void): void {
  cleanups.push(undo);
}

let cleaning: Promise<void> | undefined;

/** Undoes everything, newest first; a second Ctrl-C waits for the same clean-up rather than skipping it. */
export function cleanUp(): Promise<void> {
  closing = true;
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const undo = cleanups.pop()!;
      await Promise.resolve()
        .then(undo)
        .catch((error: unknown) => console.error(`cleanup: ${(error as Error).message}`));
    }
  })();
  return cleaning;
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Started = { child: ChildProcess; stop: () => Promise<void> };

/**
 * Spawns a long-running process with its output in a log file (a server logging every request
 * must not block on a full pipe). `group` puts it in its own process group, for commands such as
 * `npm run` whose real work happens in a grandchild: stopping then signals the whole group.
 */
export function startProcess(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    logFile: string;
    group?: boolean;
  },
): Started {
  refuseWhenClosing(command);
  const log = openSync(options.logFile, "a");
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", log, log],
    detached: options.group,
  });
  closeSync(log);
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopProcess(child, options.group ?? false));
  onCleanup(stop);
  return { child, stop };
}

async function stopProcess(child: ChildProcess, group: boolean): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
  // With a group, the leader (npm) may exit before its children; make sure none is left.
  if (group) signal("SIGKILL");
}

/**
 * Polls `url` until it answers 200, every `intervalMs`; fails when the process exits or after
 * `timeoutMs`. Returns the milliseconds from `since` to that first 200.
 */
export async function waitFor200(
  url: string,
  child: ChildProcess,
  options: {
    timeoutMs: number;
    intervalMs: number;
    since?: number;
    logFile?: string;
  },
): Promise<number> {
  const since = options.since ?? performance.now();
  const deadline = since + options.timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}${logHint(options.logFile)}`);
    const status = await fetch(url, {
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if (status === 200) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${options.timeoutMs / 1000} s${logHint(options.logFile)}`);
}

function logHint(logFile: string | undefined): string {
  return logFile ? ` (its output: ${logFile})` : "";
}

/** Resident memory of a process in MB, from /proc (Linux). */
/**
 * Memory of a server and every process it started (a clustered server's workers): the sum of PSS,
 * which splits pages shared between processes (Node's own code, libraries) among them, so the
 * total is what the server costs the machine; the sum of RSS would count those pages once per process.
 */
export async function memoryMb(pid: number | undefined): Promise<{ pss: number; rss: number; processes: number } | undefined> {
  if (pid === undefined) return undefined;
  const pids = [pid, ...(await descendants(pid))];
  let pss = 0;
  let rss = 0;
  for (const each of pids) {
    const rollup = await readFile(`/proc/${each}/smaps_rollup`, "utf8").catch(() => "");
    pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  }
  return pss === 0 ? undefined : { pss: pss / 1024, rss: rss / 1024, processes: pids.length };
}

/**
 * Waits until a clustered server has all its processes (WEB_CONCURRENCY, else one per CPU, as
 * server/main.js starts them): /healthz answers as soon as the first one listens.
 */
export async function serverProcessesStarted(pid: number | undefined, timeoutMs = 60_000): Promise<void> {
  if (pid === undefined) return;
  const wanted = Number(process.env.WEB_CONCURRENCY) || availableParallelism();
  if (wanted <= 1) return;
  const deadline = Date.now() + timeoutMs;
  while ((await descendants(pid)).length < wanted) {
    if (Date.now() > deadline) throw new Error(`The server started fewer than ${wanted} processes within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A process is forked before it has loaded the app; give the last one time to listen.
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

async function descendants(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  const direct = children.split(" ").filter(Boolean).map(Number);
  return [...direct, ...(await Promise.all(direct.map(descendants))).flat()];
}

/** Runs a command to its end, bounded in time, and returns its output; rejects on failure. */
export function runToEnd(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<string> {
  refuseWhenClosing(command);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
    onCleanup(() => void (child.exitCode === null && child.kill("SIGKILL")));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`}):\n${output.slice(-3000)}`));
    });
  });
}
