import { useSyncExternalStore } from "react";
import type { CategoryMenu } from "./menu-tree";

/** One category's menu in the browser: on its way, arrived, or failed (asked again on the next hover). */
export type CategoryMenuState = { status: "loading" } | { status: "done"; menu: CategoryMenu } | { status: "error" };

// Kept for the whole visit: hovering a category again shows it at once, without another request.
let states: ReadonlyMap<number, CategoryMenuState> = new Map();
const listeners = new Set<() => void>();

function update(id: number, state: CategoryMenuState) {
  states = new Map(states).set(id, state);
  listeners.forEach((listener) => listener());
}

/** Starts fetching a category's menu unless it is already here or on its way; safe to call on every hover. */
export function fetchCategoryMenu(id: number): void {
  const current = states.get(id);
  if (current && current.status !== "error") return;
  update(id, { status: "loading" });
  fetch(`/api/navigation/categories/${id}`, { headers: { Accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`status ${response.status}`);
      update(id, { status: "done", menu: (await response.json()) as CategoryMenu });
    })
    .catch(() => update(id, { status: "error" }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emptyStates: ReadonlyMap<number, CategoryMenuState> = new Map();

/** The category menus fetched so far; the component re-renders as each arrives. */
export function useCategoryMenus(): ReadonlyMap<number, CategoryMenuState> {
  return useSyncExternalStore(
    subscribe,
    () => states,
    () => emptyStates,
  );
}
