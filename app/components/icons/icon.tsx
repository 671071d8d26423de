import { cx } from "~/components/ui/class-names";
import type { IconName } from "./icon-names";
import spriteUrl from "./sprite.svg?url&no-inline";

/**
 * A decorative icon drawn from the site's sprite: about 90 bytes of markup where an inline lucide
 * icon costs 300-500, and no icon code in the page's JavaScript. The sprite file is hashed and
 * cached for a year, so a page pays for it once. Size and colour come from `className`
 * (`.icon` in app.css is 1.5rem in the text colour).
 */
export function Icon({
  name,
  className,
}: {
  name: IconName;
  className?: string;
}) {
  return (
    <svg className={cx("icon", className)} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
