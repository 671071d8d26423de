import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { bumpContentVersion } from "~/content/shared/content-version.server";
import { openDatabase } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createVersionProbe } from "./content-version-probe";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

it("on SQLite reads once per turn of the event loop, and a write shows in the next turn", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-probe-"));
  const file = path.join(dir, "probe.db");
  const { db } = openDatabase({ kind: "sqlite", file });
  await migrateToLatest(db);
  const probe = createVersionProbe({ kind: "sqlite", file }, db);
  cleanups.push(async () => {
    probe.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  await nextTurn();
  const before = probe.read();
  expect(typeof before).toBe("number");
  // The write commits after this turn's requests had arrived: they are answered at the version read.
  await bumpContentVersion(db);
  expect(probe.read()).toBe(before);
  // Every request in a later turn arrived after the commit, and sees it.
  await nextTurn();
  expect(probe.read()).toBe((before as number) + 1);
});
