import { expect, it } from "vitest";
import { sizedImageUrl } from "./sized-image";

const image = {
  key: "images/2026/11/abc.jpg",
  width: 1200,
  height: 900,
  variants: [
    { key: "images/2026/11/abc-640w.webp", width: 640, format: "webp" as const },
    { key: "images/2026/11/abc-320w.webp", width: 320, format: "webp" as const },
    { key: "images/2026/11/abc-320w.avif", width: 320, format: "avif" as const },
  ],
};

it("picks the narrowest WebP variant wide enough for the box", () => {
  expect(sizedImageUrl("/media/images/2026/11/abc.jpg", image, 480)).toBe("/media/images/2026/11/abc-640w.webp");
  expect(sizedImageUrl("https://cdn.example/images/2026/11/abc.jpg", image, 200)).toBe("https://cdn.example/images/2026/11/abc-320w.webp");
  expect(sizedImageUrl("/media/images/2026/11/abc.jpg", image, 2000)).toBe("/media/images/2026/11/abc-640w.webp");
});

it("keeps the URL of an image without recorded variants", () => {
  expect(sizedImageUrl("https://elsewhere.example/pc.png", null, 480)).toBe("https://elsewhere.example/pc.png");
  expect(sizedImageUrl("/media/images/x.jpg", { ...image, variants: [] }, 480)).toBe("/media/images/x.jpg");
});
