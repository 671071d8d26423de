import { expect, test } from "./fixtures";
import { loaderDataBytes } from "./page-weight";

/**
 * Issue 9's limits for the home page (kB = 1000 bytes), on the demo content as `npm run bench`
 * measures it: this file adds no content of its own, since every extra category is on the page.
 * Where the page does not meet a limit yet, the test holds it to today's size so it cannot grow;
 * the bench reports the real target as missed until the ceiling can go.
 */
const LIMITS = { homeHtmlKb: 50, homeLoaderDataKb: 10 };
// 71.6 kB before issue 12 gave every page its canonical link, Open Graph and Twitter tags and the
// home page the company's JSON-LD: 1.3 kB of head the page is required to carry. 0.13 kB more when
// the demo's popular products became six from six categories instead of five GPS trackers. 0.36 kB
// more when two shared modules (the site's links, the error page) became chunks of their own: each
// adds a module preload and a manifest entry. 65.7 kB once images became one <img srcset> of WebP
// variants instead of <picture> with AVIF and WebP sources (decision 020); 66.7 kB once each image
// carries its placeholder colour (issue 12).
const HOME_CEILING = { htmlKb: 67 };

test("the home page carries at most 10 kB of serialised loader data, and its HTML does not grow past its ceiling", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const htmlKb = Buffer.byteLength(html) / 1000;
  const dataKb = loaderDataBytes(html) / 1000;
  test.info().annotations.push({
    type: "measured",
    description: `/ HTML ${htmlKb.toFixed(1)} kB, loader data ${dataKb.toFixed(1)} kB`,
  });
  expect(dataKb, "the page carries its loader data").toBeGreaterThan(0);
  // Issue 9 asks for LIMITS.homeHtmlKb; the cards' markup (utility classes 18.7 kB, 27 images 10 kB) keeps / above it.
  expect(htmlKb).toBeLessThanOrEqual(
    Math.max(LIMITS.homeHtmlKb, HOME_CEILING.htmlKb),
  );
  expect(dataKb).toBeLessThanOrEqual(LIMITS.homeLoaderDataKb);
});
