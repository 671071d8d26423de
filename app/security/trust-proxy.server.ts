import proxyaddr from "proxy-addr";

/**
 * Which hops in front of the server may tell it the visitor's address, host and scheme:
 * none (false), the nearest N hops, or the proxies at these addresses or ranges.
 */
export type TrustProxySetting = false | number | string[];

/** Whether a hop may be believed; `hop` 0 is the socket's own peer (Express's "trust proxy fn"). */
export type TrustFunction = (address: string, hop: number) => boolean;

const TRUE_SPELLINGS = new Set(["true", "yes"]);
const FALSE_SPELLINGS = new Set(["", "false", "no", "0"]);

/**
 * Parses TRUST_PROXY. `true` is refused rather than guessed: trusting every hop lets any
 * visitor choose their own address with X-Forwarded-For (and so escape the rate limits), and
 * treating it as one hop could silently trust the wrong thing behind two proxies.
 * Returns the setting, or a message for the start-up error.
 */
export function parseTrustProxy(raw: string | undefined): { ok: true; value: TrustProxySetting } | { ok: false; message: string } {
  const value = (raw ?? "").trim().toLowerCase();
  if (FALSE_SPELLINGS.has(value)) return { ok: true, value: false };
  if (TRUE_SPELLINGS.has(value)) {
    return {
      ok: false,
      message:
        "`true` would trust every hop, so any visitor could forge their address; give the number of proxies in front of the server (usually 1) or their addresses, e.g. 1, or 10.0.0.0/8, or loopback",
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) return { ok: false, message: "more than 10 proxy hops is surely a mistake" };
    return { ok: true, value: hops };
  }
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.some((entry) => entry === "")) return { ok: false, message: "an empty entry in the list of proxy addresses" };
  try {
    // proxy-addr throws on anything but an address, a range or one of its names (loopback, linklocal, uniquelocal).
    proxyaddr.compile(entries);
  } catch (error) {
    return { ok: false, message: `${(error as Error).message}; expected a hop count or addresses/ranges such as 10.0.0.1, 10.0.0.0/8, fd00::/8, loopback` };
  }
  return { ok: true, value: entries };
}

/**
 * The trust function Express is given (app.set("trust proxy", fn)), so the page cache's
 * request listener, which runs before Express, believes exactly the same hops.
 */
export function compileTrust(setting: TrustProxySetting): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}
