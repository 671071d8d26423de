import { describe, expect, it } from "vitest";
import {
  imageSize,
  imageSources,
  mediaKeyFromReference,
  pictureSourceList,
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
  it("lists AVIF then WebP sources, smallest first, on the same base as the original", () => {
    const result = imageSources("/media/images/2026/11/abc.png", image);
    expect(result).toEqual({
      src: "/media/images/2026/11/abc.png",
      size: "1000x500",
      variants: "avif 320 640,webp 320 640",
    });
    expect(pictureSourceList(result)).toEqual([
      {
        type: "image/avif",
        srcSet:
          "/media/images/2026/11/abc-320w.avif 320w, /media/images/2026/11/abc-640w.avif 640w",
      },
      {
        type: "image/webp",
        srcSet:
          "/media/images/2026/11/abc-320w.webp 320w, /media/images/2026/11/abc-640w.webp 640w",
      },
    ]);
  });

  it("spells the sources out when a variant is not named after the original", () => {
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
    expect(result.variants).toBeUndefined();
    expect(pictureSourceList(result).map((source) => source.srcSet)).toEqual([
      "/media/images/2026/11/abc-320w.avif 320w, /media/images/2026/11/abc-640w.avif 640w",
      "/media/images/2026/11/abc-320w.webp 320w, /media/images/2026/11/abc-640w.webp 640w, /media/images/2026/11/other-960w.webp 960w",
    ]);
  });

  it("follows a media origin", () => {
    const result = imageSources(
      "https://cdn.example.com/m/images/2026/11/abc.png",
      image,
    );
    expect(pictureSourceList(result)[0].srcSet).toContain(
      "https://cdn.example.com/m/images/2026/11/abc-320w.avif 320w",
    );
  });

  it("gives only the URL for an external image or one without variants", () => {
    expect(imageSources("https://example.com/photo.jpg", null)).toEqual({
      src: "https://example.com/photo.jpg",
    });
    expect(
      pictureSourceList(imageSources("https://example.com/photo.jpg", image)),
    ).toEqual([]);
    const withoutVariants = imageSources("/media/images/2026/11/abc.png", {
      ...image,
      variants: [],
    });
    expect(withoutVariants).toMatchObject({ size: "1000x500" });
    expect(imageSize(withoutVariants)).toEqual({ width: 1000, height: 500 });
    expect(imageSize({ src: "https://example.com/photo.jpg" })).toEqual({});
    expect(pictureSourceList(withoutVariants)).toEqual([]);
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
