import { isIPv4, isIPv6 } from "node:net";

/**
 * The address a rate limit counts against. An IPv6 visitor is usually given a whole /64 and can
 * pick any address in it, so IPv6 addresses are grouped by their /64; an IPv4 address (also one
 * written IPv4-mapped, ::ffff:192.0.2.1) counts alone. Anything else is kept as it is.
 */
export function rateLimitAddress(ip: string | null | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const address = ip.split("%")[0]; // a zone index (fe80::1%eth0) names the interface, not the host
  if (!isIPv6(address)) return ip;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) => Number.parseInt(group, 16).toString(16));
}
