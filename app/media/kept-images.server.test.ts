import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import type { AuditSource } from "~/audit/audit-log.server";
import { createMediaFile } from "~/content/media-file/repository.server";
import { readContentVersion } from "~/content/shared/content-version.server";
import type { Db } from "~/db/connection.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { keptStoredImages } from "./kept-images.server";
import { saveAltText } from "./library.server";

const audit: AuditSource = { actorId: null, actorName: "Kept images tester", ip: null, userAgent: null, requestId: null };

describeEachDatabase("images remembered for the content version", (getDb) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kept-images-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const services = () => ({ db: getDb(), storage: createLocalDiskStorage(path.join(dir, "media")), logger: pino({ level: "silent" }) });

  /** The database handle with every statement on media_files it runs counted. */
  function counting(db: Db) {
    const lookups: string[] = [];
    const counted = db.withPlugin({
      transformQuery: (args) => {
        const { sql } = db.getExecutor().compileQuery(args.node, args.queryId);
        if (sql.includes("media_files")) lookups.push(sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    return { counted, lookups };
  }

  const image = (db: Db, name: string, alt: string | null = null) =>
    createMediaFile(db, {
      key: `images/kept/${name}-${Math.random().toString(36).slice(2, 8)}.jpg`,
      kind: "image",
      mime: "image/jpeg",
      size: 1000,
      width: 1600,
      height: 1200,
      original_name: `${name}.jpg`,
      alt_text: alt,
      variants: [{ key: `images/kept/${name}-640.webp`, width: 640, height: 480, format: "webp", size: 100 }],
    });

  it("reads each key once per content version; a key that is no library image is remembered as none", async () => {
    const { counted, lookups } = counting(getDb());
    const front = await image(getDb(), "front", "Front of the panel PC");
    const side = await image(getDb(), "side");
    const outside = "images/kept/never-uploaded.jpg";

    const first = await keptStoredImages(counted, [front.key, outside]);
    expect(first.get(front.key)).toMatchObject({ width: 1600, height: 1200, alt: "Front of the panel PC", variants: [{ width: 640, format: "webp" }] });
    expect(first.has(outside)).toBe(false);
    expect(lookups).toHaveLength(1);

    // The same keys again: from memory, the unknown one too.
    const again = await keptStoredImages(counted, [outside, front.key]);
    expect(again.get(front.key)?.alt).toBe("Front of the panel PC");
    expect(again.has(outside)).toBe(false);
    expect(lookups).toHaveLength(1);

    // A key not asked for before: only it is read.
    const more = await keptStoredImages(counted, [front.key, side.key]);
    expect([...more.keys()].sort()).toEqual([front.key, side.key].sort());
    expect(lookups).toHaveLength(2);
    expect(lookups[1]).not.toContain(front.key);
  });

  it("shows alt text written in the library at the next lookup", async () => {
    const { counted, lookups } = counting(getDb());
    const file = await image(getDb(), "described");
    expect((await keptStoredImages(counted, [file.key])).get(file.key)?.alt).toBeNull();
    await saveAltText(services(), audit, file.id, "Rear I/O of the box PC");
    expect((await keptStoredImages(counted, [file.key])).get(file.key)?.alt).toBe("Rear I/O of the box PC");
    expect(lookups).toHaveLength(2);
  });

  it("shows another instance's write once this process reads the new content version", async () => {
    const { counted, lookups } = counting(getDb());
    const file = await image(getDb(), "elsewhere");
    expect((await keptStoredImages(counted, [file.key])).get(file.key)?.alt).toBeNull();
    // Another instance: the row and the version change, and nothing in this process is told.
    const db = getDb();
    await db.updateTable("media_files").set({ alt_text: "Written elsewhere" }).where("id", "=", file.id).execute();
    await db.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1) })).where("id", "=", 1).execute();
    // The page cache reads the version (through the same handle) for every request; the next lookup
    // then reads the image again.
    await readContentVersion(counted);
    expect((await keptStoredImages(counted, [file.key])).get(file.key)?.alt).toBe("Written elsewhere");
    expect(lookups).toHaveLength(2);
  });
});
