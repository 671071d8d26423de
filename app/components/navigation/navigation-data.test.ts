import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import type { NavigationData } from "./menu-tree";
import { WithNavigation } from "./navigation-data";
import { settleWithin } from "./settle-within";

const data: NavigationData = { categories: [{ id: 1, name: "Panel PCs", image: null, subcategories: [] }], error: null };
const names = (nav: NavigationData) => nav.categories.map((category) => category.name).join(", ");

it("renders the tree when it was ready in time, and 'Loading...' while it is still on its way", () => {
  expect(renderToString(createElement(WithNavigation, { source: data, children: names }))).toBe("Panel PCs");
  const pending = new Promise<NavigationData>(() => {});
  expect(renderToString(createElement(WithNavigation, { source: pending, children: names }))).toContain("Loading...");
});

it("hands back the value when the promise settles in time, else the promise", async () => {
  expect(await settleWithin(Promise.resolve(data), 50)).toEqual({ now: data });
  const slow = new Promise<NavigationData>((resolve) => setTimeout(() => resolve(data), 200));
  const result = await settleWithin(slow, 20);
  expect("later" in result && result.later).toBe(slow);
  expect("later" in result && (await result.later)).toBe(data);
});
