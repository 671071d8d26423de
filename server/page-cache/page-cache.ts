import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { compress, type Encoding, pickEncoding } from "~/http/encoding.server";
import { type RenderedPage, type RequestFacts } from "~/request-context";
import { type CacheDecision, pageCacheDecision } from "./cache-key";
import { type LoggedRequest, type LogRequest, serverTiming } from "../request-log";
import type { RequestHead } from "./request-head";
import type { SocketAnswer } from "./socket-path";
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

  /**
   * The same hit as `answer` sends, as bytes for the socket path (decision 043): null for anything
   * but a current page in the cache, and the app's path then answers the request as above (a stale
   * page is dropped there, and the miss or bypass marked).
   */
  function answerOnSocket(head: RequestHead, origin: string, log: LogRequest): SocketAnswer | null | Promise<SocketAnswer | null> {
    const decision = decide(head.method, head.url, origin, head.headers.cookie);
    // Not kept at all: no reason to wait for the version.
    if (!decision.cacheable || !store.has(decision.key)) return null;
    // Started before the version is read, so a hit's time includes PostgreSQL's round trip, as on the app's path.
    // Not a hit after all: this request id is never used, and the app's path logs the request.
    const logged = log(head);
    const answerAt = (version: number) => {
      const page = store.get(decision.key);
      if (!page || page.version !== version) return null;
      const chosen = chooseHit(page, head, (added) => store.grow(decision.key, added));
      const ownHeaders = `X-Request-Id: ${logged.id}\r\nServer-Timing: ${serverTiming(logged)}\r\n`;
      logged.answered(chosen.status);
      if (!chosen.encoded) return { head: (page.notModifiedHead ??= responseHead(304, page.headerList)), ownHeaders, body: null };
      const responseStart = (chosen.encoded.head ??= responseHead(page.status, chosen.encoded.headers.slice(0, -HIT_HEADERS.length)));
      return { head: responseStart, ownHeaders, body: head.method === "HEAD" ? null : chosen.encoded.body };
    };
    let version: number | Promise<number>;
    try {
      version = probe.read();
    } catch {
      return null;
    }
    return typeof version === "number" ? answerAt(version) : version.then(answerAt, () => null);
  }

  return { answer, answerOnSocket, offerFor: (res: ServerResponse) => offers.get(res), store };
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
  const { status, encoded } = chooseHit(page, req, grown);
  if (!encoded) {
    res.writeHead(304, page.headerList.concat("X-Request-Id", logged.id, "X-Cache", "HIT", "Server-Timing", serverTiming(logged)));
    res.end();
    logged.answered(304);
    return;
  }
  const { body, headers } = encoded;
  // Filled in place: writeHead turns the list into the response head before it returns, so the
  // list is free again for the next hit, and a hit allocates no list of its own.
  headers[headers.length - HIT_REQUEST_ID] = logged.id;
  headers[headers.length - HIT_SERVER_TIMING] = serverTiming(logged);
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  logged.answered(status);
}

/**
 * What a hit sends: 304 without a body when the browser holds this version (If-None-Match), else
 * the page in the encoding the request takes best, made from a kept one the first time it is asked for.
 */
function chooseHit(
  page: CachedPage,
  request: Pick<IncomingMessage, "headers">,
  grown: (bytes: number) => void,
): { status: number; encoded: EncodedBody | null } {
  if (request.headers["if-none-match"]?.split(/\s*,\s*/).includes(page.etag)) return { status: 304, encoded: null };
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  let encoded = page.encoded[encoding];
  if (!encoded) {
    encoded = encodedIn(page, encoding);
    grown(encoded.body.length);
  }
  return { status: page.status, encoded };
}

/**
 * A response's status line and headers as sent, up to the headers of the one response: kept with
 * the page, so the socket path writes a hit's head as one buffer. The values are those node:http
 * accepted when the page was first sent.
 */
function responseHead(status: number, headerList: string[]): Buffer {
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
  for (let index = 0; index < headerList.length; index += 2) head += `${headerList[index]}: ${headerList[index + 1]}\r\n`;
  return Buffer.from(`${head}X-Cache: HIT\r\n`, "latin1");
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
