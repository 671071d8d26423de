/**
 * A write refused by a unique index (two saves racing for one name): SQLSTATE 23505 on PostgreSQL,
 * SQLITE_CONSTRAINT_UNIQUE from better-sqlite3. `index` narrows it to one index, named in the
 * message by both databases (SQLite names the indexed expression's table and columns instead when
 * the index is on columns; for an expression index it says "index '<name>'").
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code !== "23505" && code !== "SQLITE_CONSTRAINT_UNIQUE") return false;
  if (!index) return true;
  const constraint = (error as { constraint?: unknown }).constraint;
  return constraint === index || error.message.includes(index);
}
