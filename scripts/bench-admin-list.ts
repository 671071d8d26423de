/**
 * Quick check of the admin product list at scale (issue 10): fills a throw-away database with
 * synthetic products and times pageAdminProducts for typical list states. Not part of `npm test`.
 *
 *   npx tsx scripts/bench-admin-list.ts [--products 100000] [--postgres postgresql://.../scratch_db]
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import pg from "pg";
import { pageAdminProducts } from "~/content/product/admin-list.server";
import { productDefinition } from "~/content/product/definition";
import { parseListQuery } from "~/content/shared/list-query";
import { type Db, forMaintenance, openDatabase } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";

const { values } = parseArgs({ options: { products: { type: "string", default: "100000" }, postgres: { type: "string" }, keep: { type: "string" } } });
const total = Number(values.products);
const words = ["Panel", "Box", "Rack", "Fanless", "Rugged", "Edge", "Kiosk", "Switch", "Serial", "Gateway", "Tracker", "Board"];
const series = ["PPC", "BPC", "RMC", "MB", "SW", "SC", "KS", "GT"];

async function fill(db: Db) {
  const stamp = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    for (let c = 1; c <= 8; c++) {
      await trx.insertInto("categories").values({ name: `Category ${c}`, created_at: stamp(c), updated_at: stamp(c) }).execute();
      for (let s = 1; s <= 5; s++) {
        const { id } = await trx
          .insertInto("subcategories")
          .values({ name: `Sub ${c}.${s}`, category_id: c, created_at: stamp(s), updated_at: stamp(s) })
          .returning("id")
          .executeTakeFirstOrThrow();
        for (let t = 1; t <= 5; t++) {
          await trx.insertInto("types").values({ name: `Type ${c}.${s}.${t}`, subcategory_id: id, created_at: stamp(t), updated_at: stamp(t) }).execute();
        }
      }
    }
  });
  const batch = 500;
  for (let start = 0; start < total; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + batch); i++) {
      const category = (i % 8) + 1;
      const subcategory = (category - 1) * 5 + ((i >> 3) % 5) + 1;
      const type = (subcategory - 1) * 5 + ((i >> 6) % 5) + 1;
      const name = `${words[i % words.length]} ${words[(i * 7) % words.length]} ${series[category - 1]}-${1000 + (i % 9000)} v${i}`;
      rows.push({
        name,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
        model_number: `${series[category - 1]}${(i * 7919) % 1_000_000}`,
        description: `Synthetic product ${i} for the admin list check.`,
        product_images: "[]", features: "[]", product_benefits: "[]", specification_groups: "[]", applications: "[]", application_images: "[]",
        category_id: category, subcategory_id: subcategory, type_id: type, featured: 0,
        created_at: stamp(i), updated_at: stamp(i),
      });
    }
    await db.insertInto("products").values(rows).execute();
  }
  if (db.getExecutor().adapter.constructor.name.startsWith("Postgres")) await sql`analyze`.execute(db);
  else await sql`analyze`.execute(db);
}

async function time(db: Db, label: string, search: string) {
  const query = parseListQuery(new URLSearchParams(search), productDefinition.list);
  const samples: number[] = [];
  let result = await pageAdminProducts(db, query);
  for (let run = 0; run < 30; run++) {
    const started = performance.now();
    result = await pageAdminProducts(db, query);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(2);
  console.log(`${label.padEnd(44)} ?${search.padEnd(42)} total ${String(result.total).padStart(6)}  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`);
}

async function main() {
  let db: Db;
  let cleanup: () => Promise<void>;
  if (values.postgres) {
    const url = new URL(values.postgres);
    const name = `bench_admin_${Date.now()}`;
    const admin = new pg.Client({ connectionString: values.postgres });
    await admin.connect();
    await admin.query(`create database ${name}`);
    url.pathname = `/${name}`;
    db = openDatabase(forMaintenance({ kind: "postgres", url: url.toString() })).db;
    cleanup = async () => {
      await db.destroy();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
    db = openDatabase({ kind: "sqlite", file: values.keep ?? path.join(dir, "bench.db") }).db;
    cleanup = async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const existing = await db.selectFrom("products").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
    if (Number(existing.n) === 0) await fill(db);
    console.log(`${values.postgres ? "postgres" : "sqlite"}: ${total} products inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await time(db, "page 1, newest first", "");
    await time(db, "page 2000, newest first", "page=2000");
    await time(db, "search by model number fragment", "q=PPC7919");
    await time(db, "search by name fragment (many matches)", "q=fanless");
    await time(db, "search by rare name fragment", "q=v99999");
    await time(db, "search, two characters", "q=zq");
    await time(db, "category filter, sort by name", "category=3&sort=name&dir=asc");
    await time(db, "category + search", "category=3&q=rugged");
    await time(db, "type filter, page 2", "type=17&page=2");
  } finally {
    await cleanup();
  }
}

await main();
