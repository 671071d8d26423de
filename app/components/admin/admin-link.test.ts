import { expect, it } from "vitest";
import { adminHref } from "./admin-link";

it("resolves an admin link's query or \".\" against the screen's own path, and leaves a path as it is", () => {
  expect(adminHref("?page=2&sort=name", "/admin/products")).toBe("/admin/products?page=2&sort=name");
  expect(adminHref(".", "/admin/products")).toBe("/admin/products");
  expect(adminHref("/admin/inbox?kind=enquiry", "/admin/dashboard")).toBe("/admin/inbox?kind=enquiry");
});
