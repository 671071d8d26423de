import { expect, it } from "vitest";
import { readSidebarCookie } from "./sidebar-state";

it("reads the sidebar state from the cookie, open by default", () => {
  expect(readSidebarCookie(null)).toBe(true);
  expect(readSidebarCookie("theme=dark")).toBe(true);
  expect(readSidebarCookie("theme=dark; sidebar_state=false")).toBe(false);
  expect(readSidebarCookie("sidebar_state=true; x=1")).toBe(true);
  expect(readSidebarCookie("old_sidebar_state=false")).toBe(true);
});
