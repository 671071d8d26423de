import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { buildSprite } from "./build-sprite";

it("keeps sprite.svg in step with the icon list (run `npm run icons` after changing it)", async () => {
  const written = readFileSync(
    path.join(import.meta.dirname, "sprite.svg"),
    "utf8",
  );
  expect(written).toBe(await buildSprite());
});

it("draws each icon with lucide's shapes in the text colour", async () => {
  const sprite = await buildSprite(["mail"]);
  expect(sprite).toContain(
    '<symbol id="mail" viewBox="0 0 24 24"><g fill="none" stroke="currentColor"',
  );
  expect(sprite).toContain('<rect x="2" y="4" width="20" height="16" rx="2"/>');
});
