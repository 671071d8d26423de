/**
 * Errors meaning the database cannot be reached right now (stopped, restarting, network gone), as
 * opposed to a fault in the query or the data. The page then answers 503 "try again shortly", and
 * the pool connects afresh on the next query, so the site recovers by itself when the database is back.
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

// node-postgres reports a lost or never-made connection only in its message.
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code)) return true;
      // SQLSTATE class 08 (connection exception) and 57P01-57P03 (shut down, crashed, starting up).
      if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
    }
    if (POOL_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}
