import { expect, test } from "./fixtures";
import { loaderDataBytes } from "./page-weight";

/**
 * Issue 9's limits for the home page (kB = 1000 bytes), on the demo content as `npm run bench`
 * measures it: this file adds no content of its own, since every extra category is on the page.
 */
const LIMITS = { homeHtmlKb: 50, homeLoaderDataKb: 10 };

test("the home page is at most 50 kB of HTML, of which at most 10 kB is serialised loader data", async ({
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
  expect(htmlKb).toBeLessThanOrEqual(LIMITS.homeHtmlKb);
  expect(dataKb).toBeLessThanOrEqual(LIMITS.homeLoaderDataKb);
});
