import { describe, expect, it } from "vitest";
import { pickPopup, popupLinkOpensNewTab, popupPageName } from "./pick-popup";

const popup = (id: number, display_pages: string[], is_active = true) => ({ id, display_pages, is_active, title: `P${id}` });

describe("pickPopup", () => {
  it("shows a popup with no pages, or with 'all', on every page", () => {
    expect(pickPopup([popup(1, [])], "news", [])?.id).toBe(1);
    expect(pickPopup([popup(2, ["all"])], "contact", [])?.id).toBe(2);
  });

  it("shows a popup only on the pages it lists; 'home' is the home page", () => {
    const onlyNews = popup(1, ["news", "support"]);
    const onlyHome = popup(2, ["home"]);
    expect(pickPopup([onlyNews], "support", [])?.id).toBe(1);
    expect(pickPopup([onlyNews], "about", [])).toBeNull();
    expect(pickPopup([onlyHome], popupPageName("/"), [])?.id).toBe(2);
    expect(pickPopup([onlyHome], popupPageName("/products"), [])).toBeNull();
  });

  it("takes the first match in list order, skipping inactive and dismissed ones", () => {
    const list = [popup(1, ["all"], false), popup(2, ["all"]), popup(3, [])];
    expect(pickPopup(list, "home", [])?.id).toBe(2);
    expect(pickPopup(list, "home", new Set([2]))?.id).toBe(3);
    expect(pickPopup(list, "home", [2, 3])).toBeNull();
  });
});

describe("popupPageName", () => {
  it("maps paths to the page names staff type", () => {
    expect(popupPageName("/")).toBe("home");
    expect(popupPageName("/about")).toBe("about");
    expect(popupPageName("/products")).toBe("products");
    expect(popupPageName("/product/12/panel-pc")).toBe("products");
    expect(popupPageName("/solution/3")).toBe("solutions");
    expect(popupPageName("/news/4")).toBe("news");
    expect(popupPageName("/Contact/")).toBe("contact");
  });
});

it("opens http links in a new tab and site links in the same tab", () => {
  expect(popupLinkOpensNewTab("https://example.com")).toBe(true);
  expect(popupLinkOpensNewTab("/products")).toBe(false);
});
