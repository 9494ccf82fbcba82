// A push endpoint is a URL a browser hands us and the server then POSTs to: without a
// rule it would let anyone make Coastal call inside its own network (SSRF). The rule:
// https only, and every address the name resolves to must be public. It is checked when a
// subscription is saved (a clear 400) and again on every connection a push makes (the
// `lookup` below), so a name that later resolves to a private address (DNS rebinding) gets
// nothing. Only the tests' own push service on 127.0.0.1 is let through, by a setting.

import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { pushMessages } from "../../../contracts/push.ts";
import { AppError } from "../../platform/http/errors.ts";

const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

/** Whether `address` (an IP literal) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, "ipv4");
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  // IPv4 wrapped in IPv6 (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4 2002:ab:cd::)
  // is judged by the IPv4 address it carries.
  const embedded = embeddedIpv4(lower);
  if (embedded) return isPublicAddress(embedded);
  return !notPublic.check(lower, "ipv6");
}

function embeddedIpv4(address: string): string | null {
  const dotted = address.match(/^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) return dotted[1];
  const hex = address.match(/^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex?.[1] && hex[2]) return hexPairToIpv4(hex[1], hex[2]);
  const sixToFour = address.match(/^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/);
  if (sixToFour?.[1] && sixToFour[2]) return hexPairToIpv4(sixToFour[1], sixToFour[2]);
  return null;
}

function hexPairToIpv4(high: string, low: string): string {
  const h = Number.parseInt(high, 16);
  const l = Number.parseInt(low, 16);
  return [h >> 8, h & 255, l >> 8, l & 255].join(".");
}

const lookupTimeoutMs = 3000;

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("lookup timed out")), lookupTimeoutMs);
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/**
 * Refuses (400, the contract's words) an endpoint push may not call: not https, or a name
 * that does not resolve, or resolves to any address that is not public. `allowLocal`
 * (PUSH_ALLOW_LOCAL_ENDPOINTS, tests only) lets http and private addresses through.
 */
export async function checkPushEndpoint(endpoint: string, allowLocal: boolean): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AppError("VALIDATION", 400, pushMessages.badEndpoint);
  }
  if (allowLocal && (url.protocol === "http:" || url.protocol === "https:")) return;
  if (url.protocol !== "https:") throw new AppError("VALIDATION", 400, pushMessages.notHttps);
  if (url.username || url.password) throw new AppError("VALIDATION", 400, pushMessages.badEndpoint);
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(hostOf(url));
  } catch {
    throw new AppError("VALIDATION", 400, pushMessages.notPublic);
  }
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
    throw new AppError("VALIDATION", 400, pushMessages.notPublic);
  }
}

/** The error code of a connection refused because the name resolved to no public address. */
export const notPublicCode = "EPUSHNOTPUBLIC";

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the push's own connection: resolves as usual and refuses any address that
 * is not public, so what was checked at subscription time is what is connected to.
 */
export function publicOnlyLookup(allowLocal: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = addresses.filter((a) => allowLocal || isPublicAddress(a.address));
      if (allowed.length === 0) {
        const refused: NodeJS.ErrnoException = new Error(
          `push endpoint ${hostname} resolves to no public address`,
        );
        refused.code = notPublicCode;
        return callback(refused, []);
      }
      if (options.all) return callback(null, allowed);
      const [first] = allowed;
      return callback(null, first?.address ?? "", first?.family);
    });
  };
}
