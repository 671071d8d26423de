import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import type { NavigationData } from "./menu-tree";

/** Promise while the tree is still loading on the server; the value when it was ready in time. */
export type NavigationSource = NavigationData | Promise<NavigationData>;

/** Renders `children` with the tree, showing 'Loading...' while it is still on its way. */
export function WithNavigation({ source, children }: { source: NavigationSource; children: (data: NavigationData) => ReactNode }) {
  if (!(source instanceof Promise)) return children(source);
  return (
    <Suspense fallback={<p className="p-4 text-sm text-slate-600 dark:text-slate-300">Loading...</p>}>
      <Await resolve={source}>{(data) => children(data)}</Await>
    </Suspense>
  );
}
