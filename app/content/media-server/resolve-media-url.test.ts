import { expect, it } from "vitest";
import { resolveMediaUrl } from "./resolve-media-url";

it("passes absolute http(s) URLs through unchanged, whatever the origin", () => {
  expect(resolveMediaUrl("https://cdn.example.com/a b.jpg", "https://media.example.com")).toBe("https://cdn.example.com/a b.jpg");
  expect(resolveMediaUrl("http://legacy.example.com/file/x.png", null)).toBe("http://legacy.example.com/file/x.png");
});

it("passes site paths through unchanged", () => {
  expect(resolveMediaUrl("/media/images/ab/cd.webp", "https://media.example.com")).toBe("/media/images/ab/cd.webp");
});

it("resolves a bare file name against the active origin, adding the trailing slash", () => {
  expect(resolveMediaUrl("panel.jpg", "https://media.example.com/file")).toBe("https://media.example.com/file/panel.jpg");
  expect(resolveMediaUrl("panel.jpg", "https://media.example.com/file/")).toBe("https://media.example.com/file/panel.jpg");
  expect(resolveMediaUrl(" drivers/rs485.zip ", "https://media.example.com")).toBe("https://media.example.com/drivers/rs485.zip");
});

it("resolves a bare file name against this app's /media/ when no origin is active", () => {
  expect(resolveMediaUrl("panel.jpg", null)).toBe("/media/panel.jpg");
  expect(resolveMediaUrl("panel.jpg", "  ")).toBe("/media/panel.jpg");
});

it("gives null for empty values and for other schemes", () => {
  expect(resolveMediaUrl("", null)).toBeNull();
  expect(resolveMediaUrl(null, "https://media.example.com")).toBeNull();
  expect(resolveMediaUrl(undefined, null)).toBeNull();
  expect(resolveMediaUrl("javascript:alert(1)", null)).toBeNull();
  expect(resolveMediaUrl("data:image/png;base64,AAAA", "https://media.example.com")).toBeNull();
});
