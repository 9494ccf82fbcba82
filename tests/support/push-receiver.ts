// A push service on 127.0.0.1 that speaks the Web Push protocol (RFC 8030) the way
// a browser vendor's does, so tests make a real push round trip with no outside service:
// it takes the encrypted POST, checks the VAPID JWT (RFC 8292: ES256 by the app's public
// key, `aud` its own origin, `exp` within 24 hours), decrypts the payload with the
// subscription's private keys (RFC 8291, aes128gcm, via http_ece) and records it.
// Tests make subscriptions like a browser does (a P-256 key pair and 16 random auth bytes).

import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

export type ReceivedPush = {
  /** The subscription's endpoint it was sent to. */
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: { title: string; body: string; link: string; tag: string; kind: string };
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
};

export type BrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

type Device = { ecdh: ECDH; auth: string; answer: number };

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; returns why it is refused, or null. */
function vapidProblem(header: string | undefined, appKey: string, origin: string): string | null {
  const match = header?.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!match?.[1] || !match[2]) return "no VAPID authorization";
  const [token, key] = [match[1], match[2]];
  if (key !== appKey) return "not the app's VAPID key";
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return "malformed JWT";
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "bad JWT signature";
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (header_.alg !== "ES256") return "JWT not ES256";
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return `JWT aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp <= now || claims.exp > now + 24 * 3600)
    return "JWT exp out of range";
  if (!claims.sub?.match(/^(mailto:|https:)/)) return "JWT sub is not mailto: or https:";
  return null;
}

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** Starts the push service; `appKey` is the app's VAPID public key (GET /api/push/key). */
export async function startPushReceiver(appKey: string) {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const id = request.url?.match(/^\/push\/([a-z0-9]+)$/)?.[1];
    const device = id ? devices.get(id) : undefined;
    const body = await bodyOf(request);
    if (request.method !== "POST" || !device) {
      response.writeHead(404).end();
      return;
    }
    if (device.answer !== 201) {
      response.writeHead(device.answer).end();
      return;
    }
    const problem =
      vapidProblem(request.headers.authorization, appKey, origin) ??
      (request.headers["content-encoding"] !== "aes128gcm" ? "not aes128gcm" : null) ??
      (request.headers.ttl === undefined ? "no TTL" : null);
    if (problem) {
      refused.push(problem);
      response.writeHead(problem.includes("JWT") || problem.includes("VAPID") ? 403 : 400).end();
      return;
    }
    try {
      const plain = decrypt(body, {
        version: "aes128gcm",
        privateKey: device.ecdh,
        authSecret: device.auth,
      });
      received.push({
        endpoint: `${origin}${request.url}`,
        payload: JSON.parse(plain.toString("utf8")),
        ttl: Number(request.headers.ttl),
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
      });
      response.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
    } catch (error) {
      refused.push(`cannot decrypt: ${(error as Error).message}`);
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Why pushes were refused (a bad JWT, a payload that does not decrypt): empty when all is well. */
    refused,
    /** A browser's new subscription on this service: its own key pair and auth secret. */
    subscription(): BrowserSubscription {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      const id = randomBytes(8).toString("hex");
      devices.set(id, { ecdh, auth, answer: 201 });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth },
      };
    },
    /** From now on the service answers `status` (e.g. 410 Gone) for this endpoint. */
    answer(endpoint: string, status: number) {
      const device = devices.get(endpoint.split("/").at(-1) ?? "");
      if (device) device.answer = status;
    },
    /** The pushes received for one endpoint. */
    to: (endpoint: string) => received.filter((push) => push.endpoint === endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;
