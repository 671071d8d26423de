import { afterEach, beforeEach, vi } from "vitest";

// The AWS SDK warns on Node 20 that later releases need Node 22 (see tests/setup/s3-server.ts); not a test failure.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

// A console.error during a test is a bug we did not expect: fail the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
