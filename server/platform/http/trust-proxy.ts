import { isIP } from "node:net";

/** TRUST_PROXY parsed: off, how many proxies stand in front, or which addresses they have. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the usual private ranges (Fastify hands the list to it).
const rangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);
const maxHops = 10;

export const trustProxyTrueRefusal =
  'no longer accepts "true", which trusted every X-Forwarded-For entry so anyone could ' +
  "choose their address: set the proxy's addresses or networks (e.g. 127.0.0.1,10.0.0.0/8) " +
  "or how many proxies stand in front of the app (e.g. 1)";

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A /0 network is every address: "true" under another name.
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

/** The setting's value, or the problem to report at start-up. */
export function parseTrustProxy(value: string): { value: TrustProxy } | { problem: string } {
  const text = value.trim();
  if (text === "false") return { value: false };
  if (text === "true") return { problem: trustProxyTrueRefusal };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= maxHops
      ? { value: hops }
      : { problem: `a hop count must be 1 to ${maxHops} (use false for no proxy)` };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    return {
      problem: `"${wrong}" is not an IP address, a CIDR network (e.g. 10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
    };
  }
  return { value: entries };
}

/**
 * Fastify's trustProxy for the setting. A list goes to Fastify as it is: only
 * connections from those addresses may name a client. A hop count becomes a
 * function, because Fastify 5.12 fails closed on a bare number (it would see
 * every client as the proxy); this is proxy-addr's own hop rule: the connecting
 * address and the next hops - 1 forwarded ones are proxies, the one after is the client.
 */
export function fastifyTrustProxy(setting: TrustProxy) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}
