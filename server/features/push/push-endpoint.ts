// A push endpoint is a URL a browser hands us and the server then POSTs to: without a
// rule it would let anyone make Coastal call inside its own network (SSRF). The rule:
// https only, and every address the name resolves to must be public. It is checked when a
// subscription is saved (a clear 400) and again on every connection a push makes (the
// `lookup` below), so a name that later resolves to a private address (DNS rebinding) gets
// nothing. Only the tests' own push service on 127.0.0.1 is let through, by a setting.
// Which addresses are public is server/platform/http/public-address.ts, shared with link previews.

import type { LookupAddress } from "node:dns";
import { pushMessages } from "../../../contracts/push.ts";
import { AppError } from "../../platform/http/errors.ts";
import { hostOf, isPublicAddress, resolveAll } from "../../platform/http/public-address.ts";

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
