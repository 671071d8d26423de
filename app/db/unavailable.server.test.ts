import { expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

it("recognises a database that cannot be reached, and nothing else", () => {
  expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
  expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
  expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
  expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]))).toBe(true);
  expect(isDatabaseUnavailable(new Error("wrapped", { cause: withCode("refused", "ECONNREFUSED") }))).toBe(true);

  expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint "products_slug"', "23505"))).toBe(false);
  expect(isDatabaseUnavailable(withCode('relation "nope" does not exist', "42P01"))).toBe(false);
  expect(isDatabaseUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);
  expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
});
