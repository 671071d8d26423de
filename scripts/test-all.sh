#!/usr/bin/env bash
# `npm test`: typecheck, unit and integration tests, production build, then browser tests against
# that build. With TEST_DATABASE_URL set, database and browser tests also run on PostgreSQL.
# Every step runs even after an earlier one fails (except browser tests without a build), and the
# last line is a plain "N passed, N failed" summary; the exit code is non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
failed_steps=()
timings=()

# step NAME COMMAND...: runs one step, records its time and whether it failed.
step() {
  local name=$1 started=$SECONDS status=0
  shift
  printf '\n=== %s\n' "$name"
  "$@" || status=$?
  timings+=("$(printf '%-16s %s (%d s)' "$name" "$([ "$status" = 0 ] && echo ok || echo FAILED)" $((SECONDS - started)))")
  [ "$status" = 0 ] || failed_steps+=("$name")
  return "$status"
}

typecheck() { react-router typegen && tsc --noEmit; }

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "Database tests run on SQLite and on PostgreSQL (TEST_DATABASE_URL)."
else
  echo "Database tests run on SQLite only; set TEST_DATABASE_URL to add PostgreSQL."
fi

step typecheck typecheck
step "unit tests" vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"
if step build react-router build && step chromium bash scripts/ensure-browser.sh; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" step "browser tests" playwright test
else
  echo "Browser tests not run: they need the production build and Debian's Chromium."
  failed_steps+=("browser tests (not run)")
fi

# Counts from the runners' JSON reports; a step that failed without a failing test counts as one failure.
node - "$results" "${failed_steps[@]}" <<'JS'
const fs = require("node:fs");
const [dir, ...failedSteps] = process.argv.slice(2);
const read = (name) => {
  try { return JSON.parse(fs.readFileSync(`${dir}/${name}`, "utf8")); } catch { return undefined; }
};
const unit = read("vitest.json");
const e2e = read("e2e.json")?.stats;
const counts = {
  "unit tests": unit && { passed: unit.numPassedTests, failed: unit.numFailedTests, skipped: unit.numPendingTests + unit.numTodoTests },
  "browser tests": e2e && { passed: e2e.expected + e2e.flaky, failed: e2e.unexpected, skipped: e2e.skipped },
};
let passed = 0, failed = 0, skipped = 0;
for (const c of Object.values(counts)) if (c) { passed += c.passed; failed += c.failed; skipped += c.skipped; }
for (const step of failedSteps) if (!(counts[step]?.failed > 0)) failed += 1;
fs.writeFileSync(`${dir}/summary`, `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
JS

printf '\n=== summary\n'
printf '%s\n' "${timings[@]}"
[ ${#failed_steps[@]} -eq 0 ] || printf 'Failed: %s\n' "${failed_steps[@]}"
cat "$results/summary"
[ ${#failed_steps[@]} -eq 0 ]
