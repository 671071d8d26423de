import { type Kysely, sql } from "kysely";
import { containsPattern, SEARCH_FETCH_LIMIT } from "./query";
import { rankedProducts } from "./ranked-products.server";
import type { IndexRow } from "./results";
import { searchSources } from "./sources";

/**
 * PostgreSQL side of the search index: a plain table with pg_trgm GIN indexes, which serve
 * ILIKE '%text%' (case-insensitive substring) directly, kept in step by row triggers.
 */

// Text of a JSON list of {heading, para} blocks, also when double-encoded; other text as is.
const contentTextFunction = `
create function search_content_text(value text) returns text language plpgsql immutable as $fn$
declare parsed jsonb;
begin
  if value is null then return ''; end if;
  begin parsed := value::jsonb; exception when others then return value; end;
  if jsonb_typeof(parsed) = 'string' then
    value := parsed #>> '{}';
    begin parsed := value::jsonb; exception when others then return value; end;
  end if;
  if jsonb_typeof(parsed) <> 'array' then return value; end if;
  return coalesce((select string_agg(trim(coalesce(e ->> 'heading', '') || ' ' || coalesce(e ->> 'para', '')), ' ' order by n)
    from jsonb_array_elements(parsed) with ordinality as t(e, n) where jsonb_typeof(e) = 'object'), '');
end $fn$`;

const contentText = (expression: string) => `search_content_text(${expression})`;

export async function createPostgresIndex(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create table search_index (
    kind text not null, item_id integer not null, title text not null, subtitle text not null, body text not null,
    primary key (item_id, kind))`.execute(db);
  await sql`create index search_index_title_trgm on search_index using gin (title gin_trgm_ops)`.execute(db);
  await sql`create index search_index_body_trgm on search_index using gin (body gin_trgm_ops)`.execute(db);
  await sql.raw(contentTextFunction).execute(db);
  for (const source of searchSources) {
    const name = `search_index_${source.table}`;
    await sql
      .raw(`create function ${name}() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'DELETE' then
          delete from search_index where kind = '${source.kind}' and item_id = old.id;
          return old;
        end if;
        insert into search_index (kind, item_id, title, subtitle, body)
          values ('${source.kind}', new.id, ${source.title("new.")}, ${source.subtitle("new.")}, ${source.body("new.", contentText)})
          on conflict (item_id, kind) do update
          set title = excluded.title, subtitle = excluded.subtitle, body = excluded.body;
        return new;
      end $fn$`)
      .execute(db);
    await sql
      .raw(`create trigger ${name} after insert or update of ${source.columns.join(", ")} or delete
        on ${source.table} for each row execute function ${name}()`)
      .execute(db);
  }
  await rebuildPostgresIndex(db);
}

/** Refills the whole index from the source tables. */
export async function rebuildPostgresIndex(db: Kysely<any>): Promise<void> {
  await sql`delete from search_index`.execute(db);
  for (const source of searchSources) {
    const row = `${source.table}.`;
    await sql
      .raw(`insert into search_index (kind, item_id, title, subtitle, body)
        select '${source.kind}', ${row}id, ${source.title(row)}, ${source.subtitle(row)}, ${source.body(row, contentText)}
        from ${source.table}`)
      .execute(db);
  }
}

export async function dropPostgresIndex(db: Kysely<any>): Promise<void> {
  for (const source of searchSources) {
    await sql.raw(`drop trigger if exists search_index_${source.table} on ${source.table}`).execute(db);
    await sql.raw(`drop function if exists search_index_${source.table}()`).execute(db);
  }
  await sql`drop function if exists search_content_text(text)`.execute(db);
  await sql`drop table if exists search_index`.execute(db);
}

/**
 * Up to the fetch limit of matches per kind: products ranked by rankedProducts; the other kinds
 * (a few hundred rows at most, found through the kind index) title matches first, newest first.
 */
export async function searchPostgres(db: Kysely<any>, text: string): Promise<IndexRow[]> {
  const pattern = containsPattern(text);
  const others: IndexRow[] = [];
  for (const source of searchSources.filter((item) => item.kind !== "product")) {
    const { rows } = await sql<IndexRow>`
      select kind, item_id as id, title, subtitle, body from search_index
      where kind = ${source.kind} and (title ilike ${pattern} escape '\\' or body ilike ${pattern} escape '\\')
      order by (title ilike ${pattern} escape '\\') desc, item_id desc limit ${SEARCH_FETCH_LIMIT}`.execute(db);
    others.push(...rows);
  }
  return [...(await rankedProducts(db, text)), ...others];
}
