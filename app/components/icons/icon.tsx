import { cx } from "~/components/ui/class-names";
import type { IconName } from "./icon-names";
import spriteUrl from "./sprite.svg?url&no-inline";

/**
 * A decorative icon drawn from a sprite: about 90 bytes of markup where an inline lucide icon costs
 * 300-500 and a dozen elements for the server to render, and no icon code in the page's
 * JavaScript. The sprite file is hashed and cached for a year, so a page pays for it once. Size
 * and colour come from `className` (`.icon` in app.css is 1.5rem in the text colour).
 */
export function spriteIcon<Name extends string>(url: string) {
  return function SpriteIcon({ name, className }: { name: Name; className?: string }) {
    return (
      <svg className={cx("icon", className)} aria-hidden="true">
        <use href={`${url}#${name}`} />
      </svg>
    );
  };
}

/** An icon of the public site's sprite. */
export const Icon = spriteIcon<IconName>(spriteUrl);
