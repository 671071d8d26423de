import { type Kysely, sql } from "kysely";
import type { AuditTarget } from "~/audit/actions";
import type { Db } from "~/db/connection.server";
import { isMalformedJson, jsonStrings } from "~/db/dialect";
import { contentDefinitions, definitionOfType, mediaColumns, nameColumn } from "../definitions";
import type { MediaUser } from "./usage";

/**
 * Where the usage check looks (decision 040): each source finds, for a batch of file URLs, the records
 * pointing at each, at most `perFile` per URL. contentUsingMedia (repository.server.ts) asks them all;
 * a new kind of user is one more source in `usageSources`.
 */
export type UsageSource = (db: Db, urls: readonly string[], perFile: number) => Promise<MediaUser[]>;

/** The admin screen a type is edited on: /admin/<table>, with dashes (hero_sections: /admin/hero-sections). */
export const editPath = (table: string, id: number) => `/admin/${table.replaceAll("_", "-")}?edit=${id}`;

type Found = { url: string; id: number; name: string | null };

/**
 * The rows of `table` holding any of `urls` in `column` (the value itself, or a string anywhere in its
 * JSON), at most `perFile` per URL, lowest id first: one pass over the table whatever the number of URLs.
 * A row holding a URL twice may take two of its places. Table and column names come from the
 * definitions, never from a request.
 */
async function holders(db: Db, table: string, column: string, name: string, within: boolean, urls: readonly string[], perFile: number, checked = false): Promise<Found[]> {
  const wanted = sql.join(urls.map((url) => sql`${url}`));
  const strings = within ? jsonStrings(db as unknown as Kysely<any>, `t.${column}`, "j", checked) : null;
  const found = strings
    ? sql`select ${strings.value} as url, t.id as id, t.${sql.ref(name)} as name
          from ${sql.table(table)} t ${strings.join} where ${strings.isText} and ${strings.value} in (${wanted})`
    : sql`select t.${sql.ref(column)} as url, t.id as id, t.${sql.ref(name)} as name
          from ${sql.table(table)} t where t.${sql.ref(column)} in (${wanted})`;
  try {
    const { rows } = await sql<Found>`
      select url, id, name from (
        select url, id, name, row_number() over (partition by url order by id) as n from (${found}) found
      ) ranked where n <= ${perFile}`.execute(db);
    return rows;
  } catch (error) {
    if (within && !checked && isMalformedJson(error)) return holders(db, table, column, name, within, urls, perFile, true);
    throw error;
  }
}

/** Saved content: every media field the definitions declare, as the value itself or inside its JSON. */
const savedContent: UsageSource = async (db, urls, perFile) => {
  const found = await Promise.all(
    mediaColumns.map(async ({ type, table, name, column, within }) =>
      (await holders(db, table, column, name, within, urls, perFile)).map(
        (row): MediaUser => ({ url: row.url, type, id: Number(row.id), name: row.name ?? `#${row.id}`, via: "saved", edit: editPath(table, Number(row.id)) }),
      ),
    ),
  );
  return found.flat();
};

/** Pending drafts (decision 035): the kept form holds the file's URL as one of its posted values. */
const pendingDrafts: UsageSource = async (db, urls, perFile) => {
  // Drafts are few and kept by our code: read checked, a malformed one simply uses nothing.
  const strings = jsonStrings(db as unknown as Kysely<any>, "d.form", "j", true);
  const { rows } = await sql<{ url: string; content_type: string; record_id: number }>`
    select url, content_type, record_id from (
      select url, content_type, record_id, row_number() over (partition by url order by content_type, record_id) as n from (
        select distinct ${strings.value} as url, d.content_type as content_type, d.record_id as record_id
        from drafts d ${strings.join} where ${strings.isText} and ${strings.value} in (${sql.join(urls.map((url) => sql`${url}`))})
      ) found
    ) ranked where n <= ${perFile}`.execute(db);
  const users: MediaUser[] = [];
  for (const definition of contentDefinitions) {
    const ids = [...new Set(rows.filter((row) => row.content_type === definition.type).map((row) => Number(row.record_id)))];
    if (ids.length === 0) continue;
    const named = await (db as unknown as Kysely<any>)
      .selectFrom(definition.table)
      .select(["id", `${nameColumn(definition)} as name`])
      .where("id", "in", ids)
      .execute();
    const names = new Map(named.map((row) => [Number(row.id), String(row.name ?? `#${row.id}`)]));
    for (const row of rows) {
      const name = names.get(Number(row.record_id));
      // A draft whose record is gone uses nothing: it can never be published.
      if (row.content_type !== definition.type || name === undefined) continue;
      users.push({ url: row.url, type: definition.type as AuditTarget, id: Number(row.record_id), name, via: "draft", edit: editPath(definition.table, Number(row.record_id)) });
    }
  }
  return users;
};

/** The names of records by type and id, as they are now; a record that is gone has none. */
async function namesOf(db: Db, wanted: ReadonlyArray<{ type: string; id: number }>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const definition of contentDefinitions) {
    const ids = [...new Set(wanted.filter((row) => row.type === definition.type).map((row) => row.id))];
    if (ids.length === 0) continue;
    const named = await (db as unknown as Kysely<any>).selectFrom(definition.table).select(["id", `${nameColumn(definition)} as name`]).where("id", "in", ids).execute();
    for (const row of named) names.set(`${definition.type} ${row.id}`, String(row.name ?? `#${row.id}`));
  }
  return names;
}

/**
 * Items in the trash (decision 037): a deleted record keeps its files until it is restored or purged,
 * so restoring it brings back everything it showed. Its entry lists the files it links to.
 */
const trashedItems: UsageSource = async (db, urls, perFile) => {
  const strings = jsonStrings(db as unknown as Kysely<any>, "t.media", "j", true);
  const { rows } = await sql<{ url: string; content_type: string; record_id: number; title: string }>`
    select url, content_type, record_id, title from (
      select url, content_type, record_id, title, row_number() over (partition by url order by id) as n from (
        select distinct ${strings.value} as url, t.id as id, t.content_type as content_type, t.record_id as record_id, t.title as title
        from trash t ${strings.join} where ${strings.isText} and ${strings.value} in (${sql.join(urls.map((url) => sql`${url}`))})
      ) found
    ) ranked where n <= ${perFile}`.execute(db);
  return rows.map((row) => ({
    url: row.url,
    type: row.content_type as AuditTarget,
    id: Number(row.record_id),
    name: row.title,
    via: "trash",
    edit: `/admin/trash?kind=${encodeURIComponent(row.content_type)}&q=${encodeURIComponent(row.title)}`,
  }));
};

/**
 * Kept revisions (decision 038): restoring one would put the file back on the site. One use per
 * record, however many of its revisions point at the file; its History is where it is seen.
 */
const keptRevisions: UsageSource = async (db, urls, perFile) => {
  const { rows } = await sql<{ url: string; content_type: string; record_id: number }>`
    select url, content_type, record_id from (
      select url, content_type, record_id, row_number() over (partition by url order by content_type, record_id) as n from (
        select distinct m.url as url, r.content_type as content_type, r.record_id as record_id
        from revision_media m join revisions r on r.id = m.revision_id where m.url in (${sql.join(urls.map((url) => sql`${url}`))})
      ) found
    ) ranked where n <= ${perFile}`.execute(db);
  const names = await namesOf(db, rows.map((row) => ({ type: row.content_type, id: Number(row.record_id) })));
  return rows.map((row) => {
    const definition = definitionOfType(row.content_type);
    const id = Number(row.record_id);
    const name = names.get(`${row.content_type} ${id}`);
    // A deleted record's revisions wait with it in the trash: the trash is where it can come back from.
    const edit = name !== undefined && definition ? `${editPath(definition.table, id)}&history=1` : `/admin/trash?kind=${encodeURIComponent(row.content_type)}`;
    return { url: row.url, type: row.content_type as AuditTarget, id, name: name ?? `#${id}`, via: "revision", edit };
  });
};

/** Every kind of use, in the order "where used" lists them: saved content first. */
export const usageSources: readonly UsageSource[] = [savedContent, pendingDrafts, trashedItems, keptRevisions];
