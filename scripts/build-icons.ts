import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildSprite } from "~/components/icons/build-sprite";
import { ADMIN_ICON_NAMES, ICON_NAMES } from "~/components/icons/icon-names";

/** Writes the public site's and the admin panel's icon sprites from the lists in app/components/icons/icon-names.ts. */
for (const [file, names] of [
  ["sprite.svg", ICON_NAMES],
  ["admin-sprite.svg", ADMIN_ICON_NAMES],
] as const) {
  const target = path.resolve(import.meta.dirname, "../app/components/icons", file);
  writeFileSync(target, await buildSprite(names));
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
