import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/** One server-rendered document to check, named by what a reader of a failure needs: theme and route. */
export type CheckedDocument = { name: string; html: string };

/** One error of the Nu HTML Checker, with where it is. */
export type HtmlError = { document: string; line?: number; column?: number; message: string; extract?: string };

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * Checks every document with the Nu HTML Checker (the vnu-jar package) in errors-only mode, in a
 * single run of its batch mode: the JVM and the schemas load once (about 3 s) instead of once per
 * page, and its HTTP service would take four times as long to start.
 */
export async function checkHtml(documents: CheckedDocument[]): Promise<HtmlError[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-vnu-"));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(dir, `${String(index).padStart(4, "0")}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const output = await runVnu(["--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files]);
    const report = JSON.parse(output) as { messages: Array<{ type: string; url?: string; lastLine?: number; firstColumn?: number; lastColumn?: number; message: string; extract?: string }> };
    return report.messages.map((message) => {
      const index = message.url ? Number(path.basename(new URL(message.url).pathname, ".html")) : Number.NaN;
      return {
        document: documents[index]?.name ?? message.url ?? "(the checker itself)",
        line: message.lastLine,
        column: message.firstColumn ?? message.lastColumn,
        // "non-document-error" is the checker failing to read a file; it fails the test all the same.
        message: message.type === "error" ? message.message : `${message.type}: ${message.message}`,
        extract: message.extract,
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// A short run: the quick JIT alone and the serial collector halve its CPU time (measured on the
// demo pages); that JIT's deeper stack frames need more than the 512k stack the checker asks for.
const JVM_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

function runVnu(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("java", [...JVM_OPTIONS, "-jar", VNU_JAR, ...args], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === "ENOENT") {
        reject(new Error("The Nu HTML Checker needs Java: install a Java runtime 11 or newer (Debian: apt-get install default-jre-headless)."));
      } else if (error) {
        reject(new Error(`The Nu HTML Checker failed: ${error.message}\n${stderr}`));
      } else {
        resolve(stdout);
      }
    });
  });
}

/** One line per error: document, line:column, message and the markup around it. */
export function formatHtmlError(error: HtmlError): string {
  const where = error.line ? `line ${error.line}${error.column ? `:${error.column}` : ""}` : "";
  const extract = error.extract ? ` near «${error.extract.replace(/\s+/g, " ").trim()}»` : "";
  return `${error.document} ${where}: ${error.message}${extract}`;
}
