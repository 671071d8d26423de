import { Migrator, NO_MIGRATIONS, sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/setup/test-database";
import type { Db } from "./connection.server";
import { dialectOf } from "./dialect";
import { migrateToLatest } from "./migrate.server";
import { migrations } from "./migrations";

/** Every table, index, trigger and function the migrations made, with its definition (spacing folded). */
async function schemaOf(db: Db): Promise<string[]> {
  const query =
    dialectOf(db) === "postgres"
      ? sql<{ item: string }>`
          select 'table ' || c.relname || ' ' || c.relkind::text as item from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'i', 'S') and c.relname not like 'kysely_%'
          union all select 'index ' || indexdef from pg_indexes where schemaname = 'public' and tablename not like 'kysely_%'
          union all select 'trigger ' || pg_get_triggerdef(t.oid) from pg_trigger t where not t.tgisinternal
          union all select 'function ' || pg_get_functiondef(p.oid) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public' and p.prokind = 'f' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`
      : sql<{ item: string }>`select type || ' ' || name || ' ' || coalesce(sql, '') as item from sqlite_master
          where name not like 'kysely_%' and name not like 'sqlite_%'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.item.replace(/\s+/g, " ")).sort();
}

describeEachDatabase("migrations", (getDb) => {
  it("each one's down undoes its up: all the way down leaves nothing, and up again rebuilds the same schema", async () => {
    const db = getDb();
    const migrated = await schemaOf(db);
    expect(migrated.length).toBeGreaterThan(50);

    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error, results = [] } = await migrator.migrateTo(NO_MIGRATIONS);
    expect(error).toBeUndefined();
    expect(results.map((result) => result.migrationName)).toEqual(Object.keys(migrations).reverse());
    expect(await schemaOf(db)).toEqual([]);

    await migrateToLatest(db);
    expect(await schemaOf(db)).toEqual(migrated);
  });
});
