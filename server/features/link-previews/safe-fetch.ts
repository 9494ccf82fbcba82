// The one way the server fetches a URL a member wrote (a link preview's page and image).
// A server that fetches URLs for previews is the classic SSRF hole, so every hop is held
// to the rule: http or https on port 80 or 443, no user name or password, the name resolved
// first and every address it resolves to public (server/platform/http/public-address.ts),
// and then the connection made to that checked address and no other, so a name that
// resolves elsewhere a moment later (DNS rebinding) changes nothing. Redirects are followed
// by hand, each one checked again, at most three. One deadline covers the whole fetch, and
// a body larger than asked for is cut off, never read whole.

import type { LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { linkPreviewLimits } from "../../../contracts/link-previews-rules.ts";
import { hostOf, isPublicAddress, resolveAll } from "../../platform/http/public-address.ts";

/** Why a fetch was refused or given up; tests and logs read it, members never see it. */
export type RefusalReason =
  | "scheme"
  | "credentials"
  | "port"
  | "address"
  | "unresolved"
  | "redirects"
  | "status"
  | "type"
  | "too-large"
  | "timeout";

export class RefusedFetch extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export type SafeFetchOptions = {
  userAgent: string;
  /** What the caller wants: only a reply whose Content-Type starts with one of these is read. */
  accept: readonly string[];
  maxBytes: number;
  /**
   * host:port pairs let through although they are not public (settings.linkPreviewAllowHosts,
   * only ever set in tests). Everything else about them is checked as usual.
   */
  allowHosts?: readonly string[];
  /** Name resolution; the system's by default. Tests point names at addresses with it. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
  timeoutMs?: number;
};

export type Fetched = { url: string; contentType: string; body: Buffer };

type LookupCallback = (error: null, address: string | LookupAddress[], family?: number) => void;

const allowedPorts = new Set(["", "80", "443"]);

/** Fetches `rawUrl` under the rule above; throws RefusedFetch when the rule or the reply says no. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<Fetched> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? linkPreviewLimits.timeoutMs);
  let url = parseUrl(rawUrl);
  for (let redirects = 0; ; redirects++) {
    const target = await checkedTarget(url, options, deadline);
    const response = await request(url, target, options, deadline);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400) {
      response.destroy();
      if (!location) throw new RefusedFetch("status", `${response.statusCode} without a Location`);
      if (redirects >= linkPreviewLimits.maxRedirects) {
        throw new RefusedFetch("redirects", `more than ${linkPreviewLimits.maxRedirects}`);
      }
      url = parseUrl(location, url);
      continue;
    }
    return readBody(url, response, options, deadline);
  }
}

function parseUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new RefusedFetch("scheme", "not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new RefusedFetch("scheme", url.protocol);
  }
  if (url.username || url.password) throw new RefusedFetch("credentials", url.host);
  return url;
}

/** The one address this hop connects to, once the rule has passed it. */
async function checkedTarget(
  url: URL,
  options: SafeFetchOptions,
  deadline: AbortSignal,
): Promise<LookupAddress> {
  const allowed = options.allowHosts?.includes(url.host.toLowerCase()) ?? false;
  if (!allowed && !allowedPorts.has(url.port)) throw new RefusedFetch("port", url.port);
  const host = hostOf(url);
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await untilDeadline((options.resolve ?? resolveAll)(host), deadline);
    } catch (error) {
      if (error instanceof RefusedFetch) throw error;
      throw new RefusedFetch("unresolved", host);
    }
  }
  // Every address, not just the first: a name with one inside address is refused whole.
  if (!allowed && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new RefusedFetch("address", host);
  }
  const [first] = addresses;
  if (!first) throw new RefusedFetch("unresolved", host);
  return first;
}

function untilDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  if (deadline.aborted) return Promise.reject(new RefusedFetch("timeout", "deadline"));
  return new Promise((resolve, reject) => {
    const stop = () => reject(new RefusedFetch("timeout", "deadline"));
    deadline.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", stop));
  });
}

function request(
  url: URL,
  target: LookupAddress,
  options: SafeFetchOptions,
  deadline: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(url, {
      // The checked address, whatever the name resolves to now; TLS still checks the name
      // (SNI and the certificate use the URL's host), and Host says it.
      lookup: ((_hostname: string, lookupOptions: { all?: boolean }, callback: LookupCallback) =>
        lookupOptions.all
          ? callback(null, [target])
          : callback(null, target.address, target.family)) as never,
      // A connection of its own: a pooled one could lead to an address checked for another URL.
      agent: false,
      signal: deadline,
      headers: {
        "user-agent": options.userAgent,
        accept: options.accept.join(", "),
        // Read as sent: nothing to decompress, so the byte limit is the real size.
        "accept-encoding": "identity",
      },
    });
    outgoing.on("response", resolve);
    outgoing.on("error", (error) =>
      reject(deadline.aborted ? new RefusedFetch("timeout", "deadline") : error),
    );
  });
}

async function readBody(
  url: URL,
  response: IncomingMessage,
  options: SafeFetchOptions,
  deadline: AbortSignal,
): Promise<Fetched> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.destroy();
    throw new RefusedFetch("status", String(status));
  }
  const contentType = (response.headers["content-type"] ?? "").toLowerCase();
  if (!options.accept.some((type) => contentType.startsWith(type))) {
    response.destroy();
    throw new RefusedFetch("type", contentType || "none");
  }
  const declared = Number(response.headers["content-length"]);
  if (declared > options.maxBytes) {
    response.destroy();
    throw new RefusedFetch("too-large", `${declared} bytes declared`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > options.maxBytes) {
        response.destroy();
        throw new RefusedFetch("too-large", `over ${options.maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof RefusedFetch) throw error;
    if (deadline.aborted) throw new RefusedFetch("timeout", "deadline");
    throw error;
  }
  return { url: url.toString(), contentType, body: Buffer.concat(chunks) };
}
