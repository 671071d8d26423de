import pino from "pino";

/** Where log lines go: what pino needs of a stream. */
export type LineSink = { write(text: string): unknown };

/**
 * Collects the log lines of one turn of the event loop and hands them on as one write. sonic-boom
 * (pino's destination) measures the whole text it is holding on every write, so writing each line
 * on its own cost more than making it: about 2.5 µs a line, most of a cached page's own time.
 */
export function batchedPerTurn(sink: LineSink) {
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const text = lines.join("");
    lines = [];
    sink.write(text);
  };
  return {
    write(line: string) {
      if (lines.push(line) === 1) setImmediate(flush);
    },
    flush,
  };
}

let standardOutput: LineSink | undefined;

/**
 * Standard output, written in blocks of about 4 kB and at least once a second rather than a write
 * per line: under load one write per request cost a third of a cached page's time, most of it with
 * several server processes appending to one file. What is left is written when the process exits.
 * One per process, however many loggers write to it.
 */
export function logDestination(): LineSink {
  standardOutput ??= openStandardOutput();
  return standardOutput;
}

function openStandardOutput(): LineSink {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const batch = batchedPerTurn(destination);
  // flush() does nothing while a write is under way; it throws only once the stream is closed.
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed at shutdown: nothing left to write.
    }
  }, 1000).unref();
  process.on("exit", () => {
    batch.flush();
    try {
      destination.flushSync();
    } catch {
      // Closed already, or standard output is gone: nothing more can be written.
    }
  });
  return batch;
}
