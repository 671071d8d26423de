import { type ComponentType, lazy } from "react";

/**
 * React.lazy that a loader can make ready before rendering. A server-rendered lazy component
 * would otherwise stream in after the page's shell, which needs JavaScript to show; once
 * `preload()` has resolved, the component renders in the first pass on the server. In the
 * browser it loads when first rendered, and hydration waits for it.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined;
  const preload = async () => {
    ready ??= await load();
  };
  const Component = lazy(() =>
    ready
      ? // Settles synchronously, so React uses it without suspending.
        ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready! }) } as Promise<{ default: ComponentType<P> }>)
      : load().then((component) => ({ default: component })),
  );
  return { Component, preload };
}
