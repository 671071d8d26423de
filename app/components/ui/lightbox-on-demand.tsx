import { type ComponentProps, lazy, Suspense, useState } from "react";

// The gallery's code and the dialog primitives load the first time a visitor opens an image.
const Lightbox = lazy(() => import("./lightbox").then((module) => ({ default: module.Lightbox })));

/** The Lightbox, rendered from its first opening on; until then it costs the page nothing. */
export function LightboxOnDemand(props: ComponentProps<typeof Lightbox>) {
  const [opened, setOpened] = useState(false);
  if (props.index !== null && !opened) setOpened(true);
  if (!opened && props.index === null) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}
