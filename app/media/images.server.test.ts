import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { InvalidImageError, processImage, variantWidths } from "./images.server";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });

describe("processImage", () => {
  it("makes WebP variants at each width below the original, never larger, and no AVIF", async () => {
    const input = await solid(1000, 500).png().toBuffer();
    const result = await processImage(input);
    expect(result).toMatchObject({ width: 1000, height: 500 });
    expect(result.original).toMatchObject({ width: 1000, height: 500, format: "png", mime: "image/png" });
    const sizes = result.variants.map((v) => `${v.format}:${v.width}x${v.height}`).sort();
    expect(sizes).toEqual(
      ["webp:1000x500", "webp:320x160", "webp:640x320", "webp:960x480"].sort(),
    );
    for (const variant of result.variants) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.format).toBe("webp");
    }
  });

  it("measures an opaque image's dominant colour for its placeholder; an image with alpha gets none", async () => {
    const opaque = await processImage(await solid(300, 200).jpeg().toBuffer());
    // Three hex digits: sharp's 16 levels per channel, each digit standing for 17 steps of 0–255.
    expect(opaque.dominantColour).toMatch(/^#[0-9a-f]{3}$/);
    const [r, g, b] = [1, 2, 3].map((at) => Number.parseInt(opaque.dominantColour[at], 16) * 17);
    expect(Math.abs(r - 20)).toBeLessThanOrEqual(16);
    expect(Math.abs(g - 120)).toBeLessThanOrEqual(16);
    expect(Math.abs(b - 200)).toBeLessThanOrEqual(16);
    const clear = sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
    expect((await processImage(await clear.png().toBuffer())).dominantColour).toBe("transparent");
  });

  it("does not enlarge a small image", async () => {
    const result = await processImage(await solid(200, 100).jpeg().toBuffer());
    expect(result.variants.map((v) => [v.format, v.width])).toEqual([["webp", 200]]);
    expect(result.original).toMatchObject({ format: "jpeg", extension: "jpg", width: 200 });
  });

  it("auto-rotates by EXIF orientation and strips metadata from every output", async () => {
    const input = await solid(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "Private GPS place" } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await processImage(input, { widths: [100] });
    expect(result).toMatchObject({ width: 200, height: 400 });
    expect(result.original).toMatchObject({ width: 200, height: 400 });
    expect(result.variants[0]).toMatchObject({ width: 100, height: 200 });
    for (const buffer of [result.original.buffer, ...result.variants.map((v) => v.buffer)]) {
      const meta = await sharp(buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
  });

  it("re-encodes other formats (GIF) as WebP", async () => {
    const result = await processImage(await solid(64, 64).gif().toBuffer(), { widths: [32] });
    expect(result.original).toMatchObject({ format: "webp", mime: "image/webp" });
  });

  it("refuses what is not an image, or is an SVG", async () => {
    await expect(processImage(Buffer.from("%PDF-1.7 not an image"))).rejects.toBeInstanceOf(InvalidImageError);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expect(processImage(svg)).rejects.toThrow("Only JPEG, PNG, WebP, AVIF, GIF and TIFF images can be uploaded");
  });

  it("refuses a truncated image", async () => {
    const whole = await solid(300, 300).jpeg().toBuffer();
    await expect(processImage(whole.subarray(0, whole.length / 2))).rejects.toBeInstanceOf(InvalidImageError);
  });
});

describe("variantWidths", () => {
  it("keeps widths below the original and adds the original when in range", () => {
    expect(variantWidths(800, [320, 640, 960])).toEqual([320, 640, 800]);
    expect(variantWidths(640, [320, 640, 960])).toEqual([320, 640]);
    expect(variantWidths(4000, [320, 640, 960])).toEqual([320, 640, 960]);
  });
});
