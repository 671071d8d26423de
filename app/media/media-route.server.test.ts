import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, expect, it } from "vitest";
import { getMediaFileByKey } from "~/content/media-file/repository.server";
import { parseEnv } from "~/config/env.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { receiveDriverUpload } from "./driver-upload.server";
import { storeDownload } from "./files.server";
import { mediaRoute } from "./media-handler.server";

describeEachDatabase("/media with media_files", (getDb) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-media-route-"));
  const storage = createLocalDiskStorage(path.join(dir, "media"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const serve = async () => {
    const app = express();
    app.use("/media", mediaRoute({ db: getDb(), storage }));
    const server: Server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };

  it("downloads a stored driver under the name it was uploaded with", async () => {
    const services = { db: getDb(), storage, env: parseEnv({ NODE_ENV: "test" }) };
    const file = await storeDownload(services, "driver", Buffer.from("PK\u0003\u0004 demo"), "LAN Driver v1.2.zip");
    expect(file.url).toMatch(/^\/media\/drivers\/\d{4}\/\d{2}\/[0-9a-f]{20}\.zip$/);
    const { server, base } = await serve();
    try {
      const res = await fetch(base + file.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="LAN Driver v1.2.zip"; filename*=UTF-8''LAN%20Driver%20v1.2.zip`);
      expect(res.headers.get("content-type")).toBe("application/zip");
      expect(Buffer.from(await res.arrayBuffer()).toString("latin1")).toBe("PK\u0003\u0004 demo");
    } finally {
      server.close();
    }
  });

  it("strips a right-to-left override from an uploaded driver's stored name and its download header", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(6000, 1)]))]), "invoice\u202Efdp.exe");
    const request = new Request("http://127.0.0.1/api/admin/driver-file", { method: "POST", body: form });
    const file = await receiveDriverUpload({ db: getDb(), storage }, request);
    expect(file.originalName).toBe("invoicefdp.exe");
    expect((await getMediaFileByKey(getDb(), file.key))?.original_name).toBe("invoicefdp.exe");
    // A name stored before the names were cleaned still reaches the header without its override.
    const services = { db: getDb(), storage, env: parseEnv({ NODE_ENV: "test" }) };
    const old = await storeDownload(services, "driver", Buffer.from("PK\u0003\u0004 demo"), "report\u2066\u202Efdp.zip");
    const { server, base } = await serve();
    try {
      for (const [url, name] of [[file.url, "invoicefdp.exe"], [old.url, "reportfdp.zip"]]) {
        const header = (await fetch(base + url)).headers.get("content-disposition") ?? "";
        expect(header).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      }
    } finally {
      server.close();
    }
  });
});
