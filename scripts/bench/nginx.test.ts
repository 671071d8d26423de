import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx";

describe("nginxConfig", () => {
  const config = nginxConfig("/tmp/bench-x", 41234, [
    { path: "/", file: "page-0.html", contentType: "text/html; charset=utf-8" },
    {
      path: "/product/1/panel-pc",
      file: "page-1.html",
      contentType: "text/html; charset=utf-8",
    },
  ]);

  it("listens on 127.0.0.1 only, in the foreground, writing only inside its folder", () => {
    expect(config).toContain("listen 127.0.0.1:41234;");
    expect(config).toContain("daemon off;");
    expect(config).toContain("access_log off;");
    const paths = [...config.matchAll(/(?:pid|error_log|_temp_path|root)\s+(\/\S+?);?(?:\s|$)/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const path of paths) expect(path.startsWith("/tmp/bench-x/")).toBe(true);
  });

  it("serves each page at its own path with our Content-Type, gzipped bytes when asked", () => {
    expect(config).toContain("gzip_static on;");
    expect(config).toMatch(/location = \/ \{\s+default_type "text\/html; charset=utf-8";\s+try_files \/page-0\.html =404;/);
    expect(config).toMatch(
      /location = \/product\/1\/panel-pc \{\s+default_type "text\/html; charset=utf-8";\s+try_files \/page-1\.html =404;/,
    );
  });
});
