import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";
import { runFrozen } from "./frozen";
import { sqliteSearchIndex } from "./2026-11-21T0610-search-index";

/**
 * What lets one- and two-character queries use an index (decision 015). Trigram indexes cannot
 * hold text shorter than three characters, so each database gets its own way:
 * - SQLite: the FTS5 table is rebuilt with title_end and body_end columns (the last two characters
 *   and two sentinels), so every character starts a trigram, and a vocabulary table lists the
 *   trigrams by range (app/search/short-contains.server.ts).
 * - PostgreSQL: lower-cased copies of title and body (generated columns), and a GIN index over each
 *   product entry's set of one- and two-character substrings of them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== "postgres") {
    await runFrozen(db, { sqlite: [...sqliteSearchIndex.drop, ...sqliteSearchIndex.create], postgres: [] });
    return;
  }
  // Lower-cased copies: ILIKE lower-cases both sides of every row it tests, which made testing a
  // thousand bodies take 20 ms; LIKE on these compares bytes, with the same result.
  await sql`alter table search_index add column title_folded text generated always as (lower(title)) stored,
    add column body_folded text generated always as (lower(body)) stored`.execute(db);
  // Every character and every pair of neighbours (the pairs from even and from odd offsets), found
  // by regular expressions: substr() is linear in the offset on UTF-8 text, so a loop would be quadratic.
  await sql`create function search_short_grams(value text) returns text[] language sql immutable strict parallel safe cost 1000 as $fn$
    select regexp_split_to_array(value, '')
      || array(select m[1] from regexp_matches(value, '(..)', 'g') as m)
      || array(select m[1] from regexp_matches(substr(value, 2), '(..)', 'g') as m)
  $fn$`.execute(db);
  await sql`create index search_index_title_grams on search_index using gin (search_short_grams(title_folded)) where kind = 'product'`.execute(db);
  await sql`create index search_index_body_grams on search_index using gin (search_short_grams(body_folded)) where kind = 'product'`.execute(db);
}

/** SQLite keeps the rebuilt index: its extra columns are filled by its own triggers and unused by older code. */
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`drop index if exists search_index_title_grams`.execute(db);
  await sql`drop index if exists search_index_body_grams`.execute(db);
  await sql`drop function if exists search_short_grams(text)`.execute(db);
  await sql`alter table search_index drop column if exists title_folded, drop column if exists body_folded`.execute(db);
}
