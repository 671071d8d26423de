import { describe, expect, it } from "vitest";
import { addPage } from "./display-pages-field";

describe("adding a display page", () => {
  it("adds a trimmed name once, and nothing for blanks", () => {
    expect(addPage([], "  about ")).toEqual(["about"]);
    expect(addPage(["about"], "about")).toEqual(["about"]);
    expect(addPage(["about"], "   ")).toEqual(["about"]);
    expect(addPage(["about"], "careers")).toEqual(["about", "careers"]);
  });

  it("never changes the list it was given", () => {
    const pages = ["home"];
    addPage(pages, "news");
    expect(pages).toEqual(["home"]);
  });
});
