import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { compress, type Encoding, pickEncoding } from "~/http/encoding.server";
import { type RenderedPage, type RequestFacts } from "~/request-context";
import { type CacheDecision, pageCacheDecision } from "./cache-key";
import { type LoggedRequest, serverTiming } from "../request-log";
import type { VersionProbe } from "./content-version-probe";
import { type CachedPage, type EncodedBody, PageStore } from "./store";

export type PageCacheOptions = {
  maxBytes: number;
  /** Seconds a shared cache (CDN) may keep an anonymous page; 0 lets only browsers revalidate. */
  cdnMaxAge: number;
  probe: VersionProbe;
};

/** Headers that belong to one response, not to the cached page. */
const PER_RESPONSE = new Set(["x-request-id", "x-cache", "date", "connection", "keep-alive", "content-length", "content-encoding", "server-timing"]);

/**
 * Whole public pages for visitors without a session, kept in memory already compressed.
 * A page is served while the database's content version is the one it was rendered at, so
 * any content write, by this instance or another on the same database, shows on the next request.
 */
export function createPageCache({ maxBytes, cdnMaxAge, probe }: PageCacheOptions) {
  const store = new PageStore(maxBytes);
  const cacheControl = `public, max-age=0, must-revalidate${cdnMaxAge > 0 ? `, s-maxage=${cdnMaxAge}` : ""}`;

  /** A miss's promise to keep the page once React Router has rendered it whole. */
  const offers = new WeakMap<ServerResponse, PageOffer>();

  function offerFor(key: string, version: number, res: ServerResponse): PageOffer {
    return {
      offer({ status, headers, html }: RenderedPage, acceptEncoding: string | null) {
        if (status !== 200 && status !== 404) return null;
        if (headers.has("set-cookie") || res.hasHeader("set-cookie")) return null;
        const declared = `${headers.get("cache-control") ?? ""} ${String(res.getHeader("cache-control") ?? "")}`;
        if (/no-store|private/.test(declared)) return null;

        const identity = Buffer.from(html, "utf8");
        const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
        const added = { ETag: etag, "Cache-Control": cacheControl, Vary: "Accept-Encoding, Cookie" };
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!PER_RESPONSE.has(name) && value !== undefined) kept[name] = Array.isArray(value) ? value.join(", ") : String(value);
        }
        headers.forEach((value, name) => {
          if (!PER_RESPONSE.has(name)) kept[name] = value;
        });
        Object.assign(kept, added);
        const headerList = Object.entries(kept).flat();
        // Kept only in the encoding this visitor takes; another is made when first asked for.
        const encoding = pickEncoding(acceptEncoding ?? undefined);
        const body = encoding === "identity" ? identity : compress(identity, encoding, "kept");
        const page: CachedPage = { status, headerList, etag, version, encoded: { [encoding]: encodedBody(headerList, body, encoding) }, bytes: body.length };
        store.set(key, page);
        // Sent already compressed, so the compression middleware has nothing left to do.
        return {
          headers: encoding === "identity" ? added : { ...added, "Content-Encoding": encoding },
          body,
        };
      },
    };
  }

  /**
   * First in line for every request, before Express: sends a hit itself and returns true. Otherwise
   * it marks the response (X-Cache MISS with an offer to keep the page, or BYPASS) and returns false
   * for the app to answer. Synchronous on SQLite, where the version probe is.
   */
  function answer(req: IncomingMessage, res: ServerResponse, origin: string, logged: LoggedRequest): boolean | Promise<boolean> {
    const decision = decide(req.method ?? "GET", req.url ?? "/", origin, req.headers.cookie);
    if (!decision.cacheable) {
      if (decision.reason !== "not a page") res.setHeader("X-Cache", "BYPASS");
      return false;
    }
    const answerAt = (version: number) => {
      const page = store.get(decision.key);
      if (page && page.version === version) {
        sendCached(req, res, page, logged, (added) => store.grow(decision.key, added));
        return true;
      }
      if (page) store.delete(decision.key);
      res.setHeader("X-Cache", "MISS");
      offers.set(res, offerFor(decision.key, version, res));
      return false;
    };
    // The database is unreachable: let the app answer (with its error page), and keep nothing.
    const bypass = () => {
      res.setHeader("X-Cache", "BYPASS");
      return false;
    };
    let version: number | Promise<number>;
    try {
      version = probe.read();
    } catch {
      return bypass();
    }
    return typeof version === "number" ? answerAt(version) : version.then(answerAt, bypass);
  }

  return { answer, offerFor: (res: ServerResponse) => offers.get(res), store };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Decisions by method, origin, request target and cookies, so a page asked for again costs one
 * lookup instead of decoding its path and reading its query and cookies again (a microsecond or
 * two, a tenth of a hit). Bounded: long cookie headers are not kept, and the map starts afresh
 * once full.
 */
const decisions = new Map<string, CacheDecision>();
const MAX_DECISIONS = 1000;
const MAX_REMEMBERED_LENGTH = 1024;

function decide(method: string, url: string, origin: string, cookie: string | undefined): CacheDecision {
  const raw = `${method} ${origin}${url}\n${cookie ?? ""}`;
  const known = decisions.get(raw);
  if (known) return known;
  const decision = pageCacheDecision({ method, url, origin, cookie });
  if (raw.length <= MAX_REMEMBERED_LENGTH) {
    if (decisions.size >= MAX_DECISIONS) decisions.clear();
    decisions.set(raw, decision);
  }
  return decision;
}
export type PageOffer = NonNullable<RequestFacts["pageCache"]>;

/** The last headers of every stored list: a hit's request id and timing go in the empty places. */
const HIT_HEADERS = ["X-Request-Id", "", "X-Cache", "HIT", "Server-Timing", ""];
/** Places of a hit's own values, counted from the end of the list. */
const HIT_REQUEST_ID = 5;
const HIT_SERVER_TIMING = 1;

/**
 * Writes a hit in one writeHead from the page's stored header list (no header was set on `res`
 * before, so Node takes its fast path and copies nothing), then the body in the encoding asked
 * for, and logs it.
 */
function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, logged: LoggedRequest, grown: (bytes: number) => void) {
  if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(page.etag)) {
    res.writeHead(304, page.headerList.concat("X-Request-Id", logged.id, "X-Cache", "HIT", "Server-Timing", serverTiming(logged)));
    res.end();
    logged.answered(304);
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  let encoded = page.encoded[encoding];
  if (!encoded) {
    encoded = encodedIn(page, encoding);
    grown(encoded.body.length);
  }
  const { body, headers } = encoded;
  // Filled in place: writeHead turns the list into the response head before it returns, so the
  // list is free again for the next hit, and a hit allocates no list of its own.
  headers[headers.length - HIT_REQUEST_ID] = logged.id;
  headers[headers.length - HIT_SERVER_TIMING] = serverTiming(logged);
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  logged.answered(page.status);
}

/**
 * The page's body in an encoding, made and kept on the page the first time it is asked for: from
 * the uncompressed body when it is kept, else from a compressed one (decompressing costs less than
 * the compressing that follows it, and a page is asked for in a new encoding rarely).
 */
function encodedIn(page: CachedPage, encoding: Encoding): EncodedBody {
  const known = page.encoded[encoding];
  if (known) return known;
  const identity = page.encoded.identity?.body ?? uncompressed(page);
  const body = encoding === "identity" ? identity : compress(identity, encoding, "kept");
  const encoded = encodedBody(page.headerList, body, encoding);
  page.encoded[encoding] = encoded;
  return encoded;
}

function uncompressed(page: CachedPage): Buffer {
  const { br, gzip } = page.encoded;
  if (gzip) return gunzipSync(gzip.body);
  if (br) return brotliDecompressSync(br.body);
  throw new Error("A cached page holds no body.");
}

/** A body with its full header list: the page's, its length and encoding, and places for a hit's own values. */
function encodedBody(headerList: string[], body: Buffer, encoding: Encoding): EncodedBody {
  return {
    body,
    headers: [...headerList, "Content-Length", String(body.length), ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]), ...HIT_HEADERS],
  };
}
