// One encrypted push to one device: web-push builds the request (RFC 8291 aes128gcm
// encryption, the VAPID JWT of RFC 8292, TTL and Urgency of RFC 8030), and this module
// sends it on a connection whose address is checked to be public (push-endpoint.ts).

import { createHash } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import webpush from "web-push";
import { type PushPayload, pushDelivery } from "../../../contracts/push.ts";
import type { Settings } from "../../platform/config/settings.ts";
import {
  isPublicAddress,
  notPublicCode,
  publicOnlyLookup,
} from "../../platform/http/public-address.ts";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * "sent"; "gone" when the push service says the subscription no longer exists (404, 410);
 * "rejected" when it refuses this push for good (a bad JWT or key, too large: retrying
 * cannot help); "failed" when it may take it later (429, 5xx, no answer).
 */
export type PushOutcome = "sent" | "gone" | "rejected" | "failed";

const sendTimeoutMs = 10_000;

/** Encrypts `payload` to the device and posts it to its push service. */
export async function sendPush(
  settings: Pick<Settings, "vapid" | "PUSH_ALLOW_LOCAL_ENDPOINTS">,
  target: PushTarget,
  payload: PushPayload,
): Promise<PushOutcome> {
  const allowLocal = settings.PUSH_ALLOW_LOCAL_ENDPOINTS;
  const url = new URL(target.endpoint);
  if (url.protocol !== "https:" && !(allowLocal && url.protocol === "http:")) return "gone";
  // A literal address is connected to without a lookup, so it is judged here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowLocal && isIP(literal) && !isPublicAddress(literal)) return "gone";
  const delivery = pushDelivery[payload.kind];
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: settings.vapid,
      TTL: delivery.ttlSeconds,
      urgency: delivery.urgency,
      // A push still waiting at the service is replaced by a newer one about the same thing.
      topic: createHash("sha256").update(payload.tag).digest("base64url").slice(0, 32),
      contentEncoding: "aes128gcm",
    },
  );
  let status: number;
  try {
    status = await post(url, request.headers, request.body, allowLocal);
  } catch (error) {
    // The name now resolves inside the network (DNS rebinding): not a push service any more.
    if ((error as NodeJS.ErrnoException).code === notPublicCode) return "gone";
    throw error;
  }
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "failed";
  console.error(`push: the push service refused a ${payload.kind} push with ${status}`);
  return "rejected";
}

function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  allowLocal: boolean,
): Promise<number> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
        lookup: publicOnlyLookup(allowLocal) as never,
        timeout: sendTimeoutMs,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("push service timed out")));
    request.on("error", reject);
    request.end(body ?? undefined);
  });
}
