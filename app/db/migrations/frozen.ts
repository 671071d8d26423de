import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * A migration's SQL written out in full for each database. An old migration must keep doing what it
 * did when it shipped, whatever later changes the app's code, so migrations hold their statements
 * rather than calling the code that once generated them.
 */
export type FrozenStatements = { sqlite: readonly string[]; postgres: readonly string[] };

export async function runFrozen(db: Kysely<any>, statements: FrozenStatements): Promise<void> {
  for (const statement of statements[dialectOf(db)]) await sql.raw(statement).execute(db);
}
