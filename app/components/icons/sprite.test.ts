import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { buildSprite } from "./build-sprite";
import { ADMIN_ICON_NAMES, ICON_NAMES } from "./icon-names";

it.each([
  ["sprite.svg", ICON_NAMES],
  ["admin-sprite.svg", ADMIN_ICON_NAMES],
] as const)("keeps %s in step with its icon list (run `npm run icons` after changing it)", async (file, names) => {
  const written = readFileSync(path.join(import.meta.dirname, file), "utf8");
  expect(written).toBe(await buildSprite(names));
});

it("draws each icon with lucide's shapes in the text colour", async () => {
  const sprite = await buildSprite(["mail"]);
  expect(sprite).toContain(
    '<symbol id="mail" viewBox="0 0 24 24"><g fill="none" stroke="currentColor"',
  );
  expect(sprite).toContain('<rect x="2" y="4" width="20" height="16" rx="2"/>');
});
