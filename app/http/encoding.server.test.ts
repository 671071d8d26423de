import { describe, expect, it } from "vitest";
import { pickEncoding } from "./encoding.server";

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("gzip;q=0")).toBe("identity");
    expect(pickEncoding("*")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
  });
});
