import type { Kysely } from "kysely";
import { dialectOf } from "~/db/dialect";
import { createPostgresIndex, dropPostgresIndex, rebuildPostgresIndex } from "./postgres-index.server";
import { createSqliteIndex, dropSqliteIndex, rebuildSqliteIndex } from "./sqlite-index.server";

/** Creates the dialect's search index with its triggers and fills it (used by the migration). */
export const createSearchIndex = (db: Kysely<any>) =>
  dialectOf(db) === "postgres" ? createPostgresIndex(db) : createSqliteIndex(db);

export const dropSearchIndex = (db: Kysely<any>) =>
  dialectOf(db) === "postgres" ? dropPostgresIndex(db) : dropSqliteIndex(db);

/** Refills the index from the content tables, e.g. after a bulk import that bypassed the triggers. */
export const rebuildSearchIndex = (db: Kysely<any>) =>
  dialectOf(db) === "postgres" ? rebuildPostgresIndex(db) : rebuildSqliteIndex(db);
