import { describe, expect, it } from "vitest";
import { newsExcerpt } from "./news-excerpt";

describe("newsExcerpt", () => {
  it("takes the first paragraph whole when it is short", () => {
    expect(newsExcerpt([{ heading: "Launch" } as { para?: string }, { para: " New panel PC. " }])).toBe("New panel PC.");
    expect(newsExcerpt([])).toBe("");
  });

  it("cuts a long paragraph at the last word that fits, with an ellipsis", () => {
    const para = "Our stand in Hall 1 showed the full range, from palm-sized gateways to the new self-ordering kiosk.";
    expect(newsExcerpt([{ para }], 40)).toBe("Our stand in Hall 1 showed the full…");
    expect(newsExcerpt([{ para }], 45)).toBe("Our stand in Hall 1 showed the full range…");
    expect(newsExcerpt([{ para: "x".repeat(50) }], 20)).toBe(`${"x".repeat(20)}…`);
  });
});
