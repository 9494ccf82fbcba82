import { isIPv4, isIPv6 } from "node:net";
import Bowser from "bowser";
import type { DeviceKind } from "../../../contracts/account-sessions.ts";

export type Device = {
  browser: string | null;
  os: string | null;
  deviceKind: DeviceKind;
  deviceModel: string | null;
};

const knownKinds = new Set<string>(["desktop", "mobile", "tablet", "tv"]);
const maxUserAgent = 1000;

/** "Chrome 131 on macOS, a desktop": what the stored user agent says, parsed by bowser (MIT). */
export function describeDevice(userAgent: string | null | undefined): Device {
  // Anyone may send any header: a huge one is not worth parsing, and an empty one names nothing.
  const agent = (userAgent ?? "").slice(0, maxUserAgent).trim();
  if (!agent) return { browser: null, os: null, deviceKind: "unknown", deviceModel: null };
  const parser = Bowser.getParser(agent);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  const platform = parser.getPlatform();
  // The major version is enough to recognise a browser, and ages less in the list.
  const major = browser.version?.split(".")[0];
  // Desktop browsers freeze their system's version (every Mac says 10.15), so only phones' is kept.
  const osVersion = os.name === "iOS" || os.name === "Android" ? os.version?.split(".")[0] : null;
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(" ") : null,
    os: os.name ? [os.name, osVersion].filter(Boolean).join(" ") : null,
    deviceKind:
      platform.type && knownKinds.has(platform.type) ? (platform.type as DeviceKind) : "unknown",
    deviceModel: platform.model
      ? [platform.vendor, platform.model].filter(Boolean).join(" ")
      : null,
  };
}

/**
 * The network an address belongs to, as the approximate place of a session: the /24 of an
 * IPv4 address, the /48 of an IPv6 one (a site's prefix). No geolocation service is asked,
 * and the member's exact address is not shown back even to them.
 */
export function networkOf(address: string | null | undefined): string | null {
  const ip = (address ?? "").trim();
  // An IPv4 address carried in IPv6 (::ffff:203.0.113.7) is an IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(ip)) return null;
  const groups = expandIPv6(ip.split("%")[0] ?? ip).slice(0, 3);
  const prefix = [...groups, "0", "0", "0", "0", "0"].join(":");
  // The URL parser writes an IPv6 address in its canonical short form.
  return `${new URL(`http://[${prefix}]`).hostname.slice(1, -1)}/48`;
}

/** The eight groups of an IPv6 address, "::" filled with zeros. */
function expandIPv6(ip: string): string[] {
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) is two groups.
  const last = right.at(-1) ?? left.at(-1) ?? "";
  if (isIPv4(last)) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split(".").map(Number);
    const pair = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    if (right.length > 0) right.splice(-1, 1, ...pair);
    else left.splice(-1, 1, ...pair);
  }
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => "0");
  return [...left, ...zeros, ...right];
}
