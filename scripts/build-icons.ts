import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildSprite } from "~/components/icons/build-sprite";

/** Writes the public site's icon sprite from the list in app/components/icons/icon-names.ts. */
const target = path.resolve(
  import.meta.dirname,
  "../app/components/icons/sprite.svg",
);
writeFileSync(target, await buildSprite());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
