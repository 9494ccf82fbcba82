// Whether an address is on the public internet, for every URL the server itself fetches
// on someone's word: push endpoints (server/features/push/) and link previews
// (server/features/link-previews/). Without this rule either would let anyone make Coastal
// call inside its own network (SSRF). One list, so both refuse the same addresses.

import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", and 0.0.0.0 reaches the host itself
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, with the cloud metadata address 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local, with the cloud metadata address fd00:ec2::254
  ["fe80::", 10], // link-local
  ["fec0::", 10],
  ["ff00::", 8], // multicast
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

/** Every address `hostname` resolves to (the system resolver, as connections use it). */
export function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("lookup timed out")), lookupTimeoutMs);
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/** A URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** The error code of a connection refused because the name resolved to no public address. */
export const notPublicCode = "ENOTPUBLIC";

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for an outgoing connection: resolves as usual and refuses any address that is
 * not public, so what was checked before is what is connected to (no DNS rebinding).
 */
export function publicOnlyLookup(allowLocal: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = addresses.filter((a) => allowLocal || isPublicAddress(a.address));
      if (allowed.length === 0) {
        const refused: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to no public address`,
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
