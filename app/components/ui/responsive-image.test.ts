import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { imageSources } from "~/media/image-sources";
import { ResponsiveImage } from "./responsive-image";

const stored = {
  key: "images/2026/11/abc.jpg",
  width: 800,
  height: 600,
  colour: "#1ac",
  variants: [
    {
      key: "images/2026/11/abc-320w.avif",
      width: 320,
      format: "avif" as const,
    },
    {
      key: "images/2026/11/abc-320w.webp",
      width: 320,
      format: "webp" as const,
    },
  ],
};

const render = (props: Parameters<typeof ResponsiveImage>[0]) =>
  renderToStaticMarkup(createElement(ResponsiveImage, props));

describe("ResponsiveImage", () => {
  it("gives the img the WebP variants as srcset with the layout's sizes, the original as src, and its size", () => {
    const html = render({
      image: imageSources("/media/images/2026/11/abc.jpg", stored),
      alt: "A panel PC",
      sizes: "(min-width: 768px) 20vw, 50vw",
    });
    expect(html).not.toContain("<picture");
    expect(html).not.toContain(".avif");
    const img = html.match(/<img [^>]*>/)?.[0] ?? "";
    expect(img).toContain('srcSet="/media/images/2026/11/abc-320w.webp 320w"');
    expect(img).toContain('sizes="(min-width: 768px) 20vw, 50vw"');
    expect(img).toContain('src="/media/images/2026/11/abc.jpg"');
    expect(img).toContain('width="800"');
    expect(img).toContain('height="600"');
    expect(img).toContain('alt="A panel PC"');
    expect(img).toContain('style="background-color:#1ac"');
  });

  it("renders a plain img for an external image, without srcset or sizes", () => {
    const html = render({
      image: imageSources("https://example.com/photo.jpg", null),
      alt: "",
      sizes: "100vw",
    });
    expect(html).toContain('src="https://example.com/photo.jpg"');
    expect(html).not.toMatch(/\bsrcSet=/);
    expect(html).not.toMatch(/\bsizes=/);
    expect(html).not.toMatch(/\bstyle=/);
  });
});
