// Module hook for loaded-modules.cjs: appends each ES module file Node resolves, one per line.
import { appendFileSync } from "node:fs";

let list;

export function initialize(file) {
  list = file;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (resolved.url.startsWith("file:")) appendFileSync(list, `${resolved.url}\n`);
  return resolved;
}
