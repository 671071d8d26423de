import { expect, it } from "vitest";
import { benefitIconNodes } from "./benefit-icons.server";

it("finds the drawing of a lucide icon by name, and nothing for an unknown one", async () => {
  const [cable, unknown, none] = await benefitIconNodes(["cable", "no-such-icon", undefined]);
  expect(cable?.length).toBeGreaterThan(0);
  expect(cable?.[0][0]).toBe("path");
  expect(typeof cable?.[0][1].d).toBe("string");
  expect(unknown).toBeNull();
  expect(none).toBeNull();
});

it("gives no icon for names that are members of every object (they once made the product page 500)", async () => {
  const names = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", " __PROTO__ ", "\u0000", "%00"];
  expect(await benefitIconNodes(names)).toEqual(names.map(() => null));
});
