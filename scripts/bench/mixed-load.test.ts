import { describe, expect, it } from "vitest";
import { imageSources, mixedPath, searchPaths, sitemapPaths, type MixSources } from "./mixed-load";

const sources: MixSources = {
  pages: ["/", "/news"],
  searches: ["/api/search?q=p"],
  assets: ["/a.js", "/b.css", "/c.js"],
  media: ["/media/x.jpg"],
};

describe("mixedPath", () => {
  it("gives every ten requests five pages, two searches, two assets and one image, cycling each list", () => {
    const first = Array.from({ length: 20 }, (_, index) => mixedPath(sources, index));
    expect(first.slice(0, 10)).toEqual([
      "/",
      "/news",
      "/",
      "/news",
      "/",
      "/api/search?q=p",
      "/api/search?q=p",
      "/a.js",
      "/b.css",
      "/media/x.jpg",
    ]);
    expect(first.slice(10, 20)).toEqual([
      "/news",
      "/",
      "/news",
      "/",
      "/news",
      "/api/search?q=p",
      "/api/search?q=p",
      "/c.js",
      "/a.js",
      "/media/x.jpg",
    ]);
  });

  it("leaves out a kind with nothing to request", () => {
    const paths = Array.from({ length: 9 }, (_, index) => mixedPath({ ...sources, media: [] }, index));
    expect(paths.filter((path) => path.startsWith("/media"))).toEqual([]);
    expect(paths.filter((path) => path.startsWith("/api/search"))).toHaveLength(2);
  });
});

describe("sources of the mix", () => {
  it("types search words letter by letter", () => {
    expect(searchPaths(["ip 6"])).toEqual(["/api/search?q=i", "/api/search?q=ip", "/api/search?q=ip%20", "/api/search?q=ip%206"]);
  });

  it("reads page paths from the sitemap, whatever host it names", () => {
    const xml = `<urlset><url><loc>http://127.0.0.1:4000/</loc></url><url><loc>https://example.com/news?page=2&amp;x=1</loc></url></urlset>`;
    expect(sitemapPaths(xml)).toEqual(["/", "/news?page=2&x=1"]);
  });

  it("takes the page's own /media images once each", () => {
    const html = `<img alt="" src="/media/a.jpg"/><img src="/media/a.jpg" alt=""/><img src="https://cdn.example.com/b.jpg"/><img loading="lazy" src="/media/c.png"/>`;
    expect(imageSources(html)).toEqual(["/media/a.jpg", "/media/c.png"]);
  });
});
