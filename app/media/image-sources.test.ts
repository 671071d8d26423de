import { describe, expect, it } from "vitest";
import {
  imageColour,
  imageSize,
  imageSources,
  mediaKeyFromReference,
  imageSrcSet,
} from "./image-sources";

const image = {
  key: "images/2026/11/abc.png",
  width: 1000,
  height: 500,
  variants: [
    {
      key: "images/2026/11/abc-640w.webp",
      width: 640,
      format: "webp" as const,
    },
    {
      key: "images/2026/11/abc-320w.webp",
      width: 320,
      format: "webp" as const,
    },
    {
      key: "images/2026/11/abc-320w.avif",
      width: 320,
      format: "avif" as const,
    },
    {
      key: "images/2026/11/abc-640w.avif",
      width: 640,
      format: "avif" as const,
    },
  ],
};

describe("imageSources", () => {
  it("gives the WebP variants' widths, smallest first, on the same base as the original; AVIF ones are left out", () => {
    const result = imageSources("/media/images/2026/11/abc.png", image);
    expect(result).toEqual({
      src: "/media/images/2026/11/abc.png",
      frame: "1000x500",
      widths: "320 640",
    });
    expect(imageSrcSet(result)).toBe(
      "/media/images/2026/11/abc-320w.webp 320w, /media/images/2026/11/abc-640w.webp 640w",
    );
  });

  it("spells the srcset out when a variant is not named after the original", () => {
    const renamed = {
      ...image,
      variants: [
        ...image.variants,
        {
          key: "images/2026/11/other-960w.webp",
          width: 960,
          format: "webp" as const,
        },
      ],
    };
    const result = imageSources("/media/images/2026/11/abc.png", renamed);
    expect(result.widths).toBeUndefined();
    expect(imageSrcSet(result)).toBe(
      "/media/images/2026/11/abc-320w.webp 320w, /media/images/2026/11/abc-640w.webp 640w, /media/images/2026/11/other-960w.webp 960w",
    );
  });

  it("follows a media origin", () => {
    const result = imageSources(
      "https://cdn.example.com/m/images/2026/11/abc.png",
      image,
    );
    expect(imageSrcSet(result)).toContain(
      "https://cdn.example.com/m/images/2026/11/abc-320w.webp 320w",
    );
  });

  it("gives only the URL for an external image, one without variants, or one with AVIF variants alone", () => {
    expect(imageSources("https://example.com/photo.jpg", null)).toEqual({
      src: "https://example.com/photo.jpg",
    });
    expect(
      imageSrcSet(imageSources("https://example.com/photo.jpg", image)),
    ).toBeUndefined();
    const withoutVariants = imageSources("/media/images/2026/11/abc.png", {
      ...image,
      variants: [],
    });
    expect(withoutVariants).toMatchObject({ frame: "1000x500" });
    expect(imageSize(withoutVariants)).toEqual({ width: 1000, height: 500 });
    expect(imageSize({ src: "https://example.com/photo.jpg" })).toEqual({});
    expect(imageColour(withoutVariants)).toBeUndefined();
    expect(imageSrcSet(withoutVariants)).toBeUndefined();
    const avifOnly = imageSources("/media/images/2026/11/abc.png", {
      ...image,
      variants: image.variants.filter((variant) => variant.format === "avif"),
    });
    expect(imageSrcSet(avifOnly)).toBeUndefined();
  });
});

describe("an image's frame", () => {
  it("carries the size and the measured colour in one string, each read back on its own", () => {
    const coloured = imageSources("/media/images/2026/11/abc.png", { ...image, colour: "#dfe" });
    expect(coloured.frame).toBe("1000x500 #dfe");
    expect(imageSize(coloured)).toEqual({ width: 1000, height: 500 });
    expect(imageColour(coloured)).toBe("#dfe");
    const colourOnly = imageSources("/media/images/2026/11/abc.png", { ...image, width: null, colour: "#dfe" });
    expect(colourOnly.frame).toBe("#dfe");
    expect(imageSize(colourOnly)).toEqual({});
    expect(imageColour(colourOnly)).toBe("#dfe");
  });
});

describe("mediaKeyFromReference", () => {
  it("reads keys from site paths and bare keys only", () => {
    expect(mediaKeyFromReference("/media/images/2026/11/abc.png")).toBe(
      "images/2026/11/abc.png",
    );
    expect(mediaKeyFromReference("images/2026/11/abc.png")).toBe(
      "images/2026/11/abc.png",
    );
    expect(
      mediaKeyFromReference("https://example.com/media/images/2026/11/abc.png"),
    ).toBeNull();
    expect(mediaKeyFromReference("/media/../secret")).toBeNull();
    expect(mediaKeyFromReference("photo.jpg")).toBeNull();
  });
});
