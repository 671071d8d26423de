import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { findFreePort, startProcess, waitFor200 } from "./processes";

export const NGINX = "/usr/sbin/nginx";

/** One page as our server sent it, to be served by nginx at the same path. */
export type StaticPage = { path: string; body: Buffer; contentType: string };

/**
 * nginx as the upper limit for "sending these bytes": every page an exact-match location on its
 * own file with its Content-Type, gzip_static for the same gzipped bytes our page cache keeps,
 * no access log, and every path it writes inside `dir`.
 */
export function nginxConfig(dir: string, port: number, pages: Array<{ path: string; file: string; contentType: string }>): string {
  const locations = pages.map(
    (page) => `    location = ${page.path} {
      default_type "${page.contentType}";
      try_files /${page.file} =404;
    }`,
  );
  return `daemon off;
worker_processes auto;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  types { }
  root ${path.join(dir, "www")};
  client_body_temp_path ${path.join(dir, "tmp/body")};
  proxy_temp_path ${path.join(dir, "tmp/proxy")};
  fastcgi_temp_path ${path.join(dir, "tmp/fastcgi")};
  uwsgi_temp_path ${path.join(dir, "tmp/uwsgi")};
  scgi_temp_path ${path.join(dir, "tmp/scgi")};
  server {
    listen 127.0.0.1:${port};
${locations.join("\n")}
    location / { return 404; }
  }
}
`;
}

/** Writes the pages (plain and .gz) and starts nginx in the foreground; stopped at cleanup. */
export async function startNginx(dir: string, pages: StaticPage[]): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await findFreePort();
  mkdirSync(path.join(dir, "www"), { recursive: true });
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const files = pages.map((page, index) => {
    const file = `page-${index}.html`;
    writeFileSync(path.join(dir, "www", file), page.body);
    writeFileSync(path.join(dir, "www", `${file}.gz`), gzipSync(page.body));
    return { path: page.path, file, contentType: page.contentType };
  });
  // Started as root, nginx's workers run as an unprivileged user: they must be able to read the files.
  for (const folder of [dir, path.join(dir, "www")]) chmodSync(folder, 0o755);
  const config = path.join(dir, "nginx.conf");
  writeFileSync(config, nginxConfig(dir, port, files));
  const logFile = path.join(dir, "nginx.out");
  const nginx = startProcess(NGINX, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", config], { cwd: dir, env: process.env, logFile });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(baseURL + pages[0].path, nginx.child, {
      timeoutMs: 10_000,
      intervalMs: 50,
      logFile: path.join(dir, "error.log"),
    });
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  return { baseURL, stop: nginx.stop };
}
