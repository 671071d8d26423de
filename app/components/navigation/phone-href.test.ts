import { expect, it } from "vitest";
import { phoneHref } from "./phone-href";

it("keeps digits and plus only in a call link", () => {
  expect(phoneHref("+91 (44) 1234-5678")).toBe("tel:+914412345678");
  expect(phoneHref(" 044 2345 6789 ext. ")).toBe("tel:04423456789");
});
