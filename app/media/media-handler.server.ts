import { pipeline } from "node:stream/promises";
import type { Request, RequestHandler, Response } from "express";
import { getMediaFileByKey } from "~/content/media-file/repository.server";
import type { AppServices } from "~/services/services.server";
import { contentTypeForKey, isImageKey, isValidKey } from "~/storage/keys";
import type { ByteRange, Storage, StoredObjectInfo } from "~/storage/storage";
import { contentDisposition } from "./content-disposition";

export type MediaHandlerOptions = {
  storage: Storage;
  /** The file name recorded at upload, used when the file is downloaded. */
  originalName: (key: string) => Promise<string | null>;
  /** MEDIA_PUBLIC_URL: a CDN serving the same keys, where images are redirected (decision 018). */
  publicUrl?: string;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
// Documents and drivers can be removed by staff, so caches keep them only briefly.
const SHORT = "public, max-age=3600";
// A day, not a year: the redirect names the CDN, which may be changed without the keys changing.
const REDIRECT = "public, max-age=86400";

/**
 * Serves stored files at /media/<key> (mount with `app.use("/media", ...)`). Keys are checked
 * on the raw, undecoded path, so `..` and encoded slashes never reach the storage driver.
 * Drivers, and any file asked for with `?download`, come as attachments under their original name.
 */
export function mediaHandler({ storage, originalName, publicUrl }: MediaHandlerOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.set("Allow", "GET, HEAD").status(405).type("text/plain").send("Method not allowed");
        return;
      }
      const key = req.path.slice(1);
      // Only images: downloads stay here for their original name, and the CDN needs no word from us on them.
      if (publicUrl && isValidKey(key) && isImageKey(key) && req.query.download === undefined) {
        res.set({ "Cache-Control": REDIRECT, "X-Content-Type-Options": "nosniff" }).redirect(302, `${publicUrl}/${key}`);
        return;
      }
      const info = isValidKey(key) ? await storage.head(key) : null;
      if (!info) return notFound(res);

      res.set({
        "Content-Type": contentTypeForKey(key),
        "Last-Modified": info.lastModified.toUTCString(),
        ETag: etagOf(info),
        "Cache-Control": isImageKey(key) ? IMMUTABLE : SHORT,
        "X-Content-Type-Options": "nosniff",
        "Accept-Ranges": "bytes",
        // Public files may be loaded through a CDN on another host; helmet's same-origin would block that.
        "Cross-Origin-Resource-Policy": "cross-origin",
      });
      const disposition = dispositionFor(key, req);
      if (disposition) res.set("Content-Disposition", contentDisposition(disposition, (await originalName(key)) ?? fileNameOf(key)));
      if (req.fresh) {
        res.status(304).end();
        return;
      }

      const range = requestedRange(req, info);
      if (range === "unsatisfiable") {
        res.status(416).set("Content-Range", `bytes */${info.size}`).end();
        return;
      }
      if (range) res.status(206).set("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`);
      res.set("Content-Length", String(range ? range.end - range.start + 1 : info.size));
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      const object = await storage.get(key, range ? { range } : {});
      if (!object) return notFound(res);
      await pipeline(object.body, res);
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  };
}

/** The headers set for a file, taken back when it turns out to be gone. */
const FILE_HEADERS = ["Content-Type", "Last-Modified", "ETag", "Accept-Ranges", "Content-Range", "Content-Length", "Content-Disposition", "Cross-Origin-Resource-Policy"];

function notFound(res: Response) {
  for (const name of FILE_HEADERS) res.removeHeader(name);
  res.status(404).set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }).type("text/plain").send("Not found");
}

function etagOf(info: StoredObjectInfo): string {
  return `"${info.size.toString(16)}-${info.lastModified.getTime().toString(16)}"`;
}

function dispositionFor(key: string, req: Request): "attachment" | "inline" | null {
  if (key.startsWith("drivers/") || req.query.download !== undefined) return "attachment";
  // Catalogues open in the browser, but "Save as" still proposes the original name.
  if (key.startsWith("catalogues/")) return "inline";
  return null;
}

const fileNameOf = (key: string) => key.slice(key.lastIndexOf("/") + 1);

/** One byte range from a Range header; several ranges or a stale If-Range give the whole file. */
function requestedRange(req: Request, info: StoredObjectInfo): ByteRange | "unsatisfiable" | null {
  if (!req.headers.range) return null;
  const ifRange = req.headers["if-range"];
  if (ifRange && ifRange !== etagOf(info) && ifRange !== info.lastModified.toUTCString()) return null;
  const ranges = req.range(info.size, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges === undefined || ranges.type !== "bytes" || ranges.length !== 1) return null;
  return { start: ranges[0].start, end: ranges[0].end };
}

/** The handler wired to the app's storage, with original names from media_files. */
export function mediaRoute(services: Pick<AppServices, "db" | "storage"> & Partial<Pick<AppServices, "env">>): RequestHandler {
  return mediaHandler({
    storage: services.storage,
    publicUrl: services.env?.MEDIA_PUBLIC_URL,
    originalName: async (key) => (await getMediaFileByKey(services.db, key))?.original_name ?? null,
  });
}
