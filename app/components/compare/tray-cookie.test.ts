import { describe, expect, it } from "vitest";
import { compareHref, readTray } from "./compare-tray";
import { changeTray, parseIds, trayCookie, trayOf } from "./tray-cookie";

describe("the compare tray's cookie", () => {
  it("is read from a Cookie header or document.cookie, and checked on the server", () => {
    expect(readTray("theme=dark; compare=12.5.7")).toEqual([12, 5, 7]);
    expect(readTray("compare=3")).toEqual([3]);
    expect(readTray("xcompare=3; theme=dark")).toEqual([]);
    expect(readTray(null)).toEqual([]);
    expect(trayOf("compare=12.5.12.0.99999999999.7.8")).toEqual([12, 5, 7, 8]);
    expect(trayOf("compare=1.2.3.4.5")).toEqual([1, 2, 3, 4]);
    expect(trayOf("compare=<script>")).toEqual([]);
  });

  it("is written for a month, readable by the page's script, and removed when empty", () => {
    expect(trayCookie([12, 5], false)).toBe("compare=12.5; Max-Age=2592000; Path=/; SameSite=Lax");
    expect(trayCookie([12], true)).toBe("compare=12; Max-Age=2592000; Path=/; SameSite=Lax; Secure");
    expect(trayCookie([], false)).toBe("compare=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("takes well-formed record ids from a comparison's URL, each once", () => {
    expect(parseIds("3,1, 3,abc,-2,0,2147483648,2")).toEqual([3, 1, 2]);
    expect(parseIds(null)).toEqual([]);
    expect(compareHref([3, 1])).toBe("/compare?ids=3,1");
    expect(compareHref([])).toBe("/compare");
  });
});

describe("changeTray", () => {
  it("adds up to four products, refuses a fifth, and removes or empties", () => {
    expect(changeTray([1, 2], "add", 3)).toEqual({ ids: [1, 2, 3], full: false });
    expect(changeTray([1, 2], "add", 2)).toEqual({ ids: [1, 2], full: false });
    expect(changeTray([1, 2, 3, 4], "add", 5)).toEqual({ ids: [1, 2, 3, 4], full: true });
    expect(changeTray([1, 2, 3, 4], "add", 4)).toEqual({ ids: [1, 2, 3, 4], full: false });
    expect(changeTray([1, 2, 3], "remove", 2)).toEqual({ ids: [1, 3], full: false });
    expect(changeTray([1, 3], "remove", 9)).toEqual({ ids: [1, 3], full: false });
    expect(changeTray([1, 3], "clear", null)).toEqual({ ids: [], full: false });
  });
});
