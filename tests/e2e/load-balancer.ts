import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NGINX } from "../../scripts/bench/nginx";
import { stopProcess } from "./test-server";

export type LoadBalancer = { baseURL: string; stop: () => Promise<void> };

/** The header naming the instance that answered (its address), added by the balancer for tests. */
export const UPSTREAM_HEADER = "x-upstream";

/**
 * An nginx configuration that spreads requests over `upstreams` in turn, as a deployment's load
 * balancer does: the visitor's address in X-Forwarded-For, the Host kept, bodies streamed through
 * (uploads up to the driver limit), one worker so "in turn" is strict.
 */
export function loadBalancerConfig(dir: string, port: number, upstreams: string[]): string {
  const servers = upstreams.map((url) => `    server ${new URL(url).host};`).join("\n");
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${path.join(dir, "tmp/body")};
  proxy_temp_path ${path.join(dir, "tmp/proxy")};
  fastcgi_temp_path ${path.join(dir, "tmp/fastcgi")};
  uwsgi_temp_path ${path.join(dir, "tmp/uwsgi")};
  scgi_temp_path ${path.join(dir, "tmp/scgi")};
  upstream showroom {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://showroom;
      proxy_http_version 1.1;
      proxy_request_buffering off;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts Debian's nginx on `port` of 127.0.0.1 in front of `upstreams`; its files live in a temporary folder. */
export async function startLoadBalancer(upstreams: string[], port: number): Promise<LoadBalancer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-e2e-nginx-"));
  mkdirSync(path.join(dir, "tmp"));
  // Started as root, nginx's worker runs as an unprivileged user: it must reach the folder and write
  // its temporary files (large responses, request bodies) below tmp/.
  chmodSync(dir, 0o755);
  chmodSync(path.join(dir, "tmp"), 0o777);
  const config = path.join(dir, "nginx.conf");
  writeFileSync(config, loadBalancerConfig(dir, port, upstreams));
  const child = spawn(NGINX, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", config], { stdio: ["ignore", "inherit", "inherit"] });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while ((await fetch(`${baseURL}/healthz`).then((response) => response.status, () => 0)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start as a load balancer on ${baseURL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { baseURL, stop };
}
