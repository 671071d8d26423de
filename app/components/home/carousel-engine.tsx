import useEmblaCarousel, {
  type UseEmblaCarouselType,
} from "embla-carousel-react";
import { useEffect } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** Attaches Embla to a carousel's viewport and hands back its API; loaded on the visitor's first interaction. */
export function CarouselEngine({
  viewport,
  onReady,
}: {
  viewport: HTMLElement;
  onReady: (api: CarouselApi) => void;
}) {
  const [attach, api] = useEmblaCarousel({ loop: true, align: "start" });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}
