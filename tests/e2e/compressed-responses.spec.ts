import { expect, test } from "./fixtures";

const ENCODINGS = ["gzip, br", "gzip", "identity"] as const;
const SENT_AS = ["br", "gzip", undefined];

test("scripts and styles go out as the build's brotli and gzip copies, with their own type, and decode to the file", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"|<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(home);
  const stylesheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(home);
  const files = [script?.[1] ?? script?.[2], stylesheet?.[1]];
  expect(files.every(Boolean)).toBe(true);
  for (const [file, type] of [
    [files[0]!, "text/javascript; charset=utf-8"],
    [files[1]!, "text/css; charset=utf-8"],
  ]) {
    const answers = await Promise.all(ENCODINGS.map((encoding) => request.get(file, { headers: { "Accept-Encoding": encoding } })));
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.headers()["content-encoding"])).toEqual(SENT_AS);
    expect(answers.map((answer) => answer.headers()["content-type"])).toEqual([type, type, type]);
    expect(answers[0].headers().vary).toMatch(/Accept-Encoding/i);
    expect(answers[0].headers()["cache-control"]).toContain("immutable");
    const plain = await answers[2].body();
    expect(plain.length).toBeGreaterThan(1024);
    expect(await answers[0].body()).toEqual(plain);
    expect(await answers[1].body()).toEqual(plain);
  }
});

test("data requests, API answers and the sitemap are compressed in the encoding each request takes", async ({ request }) => {
  for (const url of ["/products.data", "/api/search?q=panel", "/sitemap.xml"]) {
    const answers = await Promise.all(ENCODINGS.map((encoding) => request.get(url, { headers: { "Accept-Encoding": encoding } })));
    expect(answers.map((answer) => answer.status()), url).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.headers()["content-encoding"]), url).toEqual(SENT_AS);
    expect(answers[2].headers().vary, url).toMatch(/Accept-Encoding/i);
    const plain = await answers[2].text();
    expect(plain.length, url).toBeGreaterThan(1024);
    expect(await answers[0].text(), url).toBe(plain);
    expect(await answers[1].text(), url).toBe(plain);
  }
});
