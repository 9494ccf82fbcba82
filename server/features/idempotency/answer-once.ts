import { createHash } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  idempotencyKeyPattern,
  idempotencyLimits,
  idempotencyMessages,
} from "../../../contracts/idempotency.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import {
  claimKey,
  type KeyRow,
  keyExists,
  recordAnswer,
  releaseKey,
  sweepExpiredKeys,
} from "./idempotency.service.ts";

/** A second request with the same key waits this long for the first one's answer, then gets 409. */
const waitForFirstMs = 10_000;
const pollMs = { first: 25, max: 400 };

export interface Asker {
  request: FastifyRequest;
  reply: FastifyReply;
  viewer: { id: string };
}

export interface CreatingWrite<Input, Body> {
  /** The answer's status when `create` succeeds (201). */
  status: number;
  /**
   * The route's rate limit. Counted before the body is read when the request is
   * new; never for a retry that gets the first answer again.
   */
  limit?: () => Promise<void>;
  /**
   * Reads and checks the body (fields and files). With the method, route and
   * params it is the request's fingerprint, so a key sent again with something
   * else is refused instead of answered wrongly.
   */
  read: () => Input | Promise<Input>;
  /** The one service call. */
  create: (input: Input) => Promise<Body>;
}

type Answer = { status: number; body: unknown };

/**
 * A creating write that is safe to send again (decision 055), once the route
 * has checked who asks and whether they may: counts the rate limit, reads the
 * body and runs `create`, once per key. Without an `Idempotency-Key` header it
 * does just that. With one, the first request of (user, key) claims a row in
 * `idempotency_keys`, runs `create` and stores its answer; any later one within
 * 24 hours, on any instance, gets that answer (with `Idempotent-Replayed: true`)
 * and writes nothing. One sent while the first is still running waits for its
 * answer. A failed first request (a refusal, an error) stores nothing: the key
 * is free for the retry.
 */
export async function answerOnce<Input, Body>(
  db: Db,
  { request, reply, viewer }: Asker,
  { status, limit = async () => {}, read, create }: CreatingWrite<Input, Body>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    await limit();
    return send(reply, { status, body: await create(await read()) });
  }
  const id = { userId: viewer.id, key };
  await sweepExpiredKeys(db);
  // A key seen for the first time is a new request: refuse it over the limit
  // before its upload is read. A known key is a retry, counted only if it runs.
  const known = await keyExists(db, id);
  if (!known) await limit();
  const input = await read();
  const fingerprint = fingerprintOf(request, input);
  const giveUpAt = Date.now() + waitForFirstMs;
  for (let wait = pollMs.first; ; wait = Math.min(wait * 2, pollMs.max)) {
    const earlier = await claimKey(db, { ...id, fingerprint });
    if (earlier === "claimed") break;
    const answer = earlierAnswer(earlier, fingerprint);
    if (answer) return send(reply.header("idempotent-replayed", "true"), answer);
    if (Date.now() >= giveUpAt) {
      reply.header("retry-after", "1");
      throw new AppError("IDEMPOTENCY_IN_PROGRESS", 409, idempotencyMessages.inProgress);
    }
    await delay(wait);
  }

  let answer: Answer;
  try {
    if (known) await limit();
    answer = { status, body: await create(input) };
  } catch (error) {
    // Nothing was written (the service owns its transaction): let a retry try again.
    await releaseKey(db, id).catch((releaseError: Error) =>
      request.log.warn(`idempotency key not released: ${releaseError.message}`),
    );
    throw error;
  }
  // The write is committed: the client gets its answer even if storing it fails
  // (the key then stays "in progress" until its lease runs out).
  await recordAnswer(db, { ...id, ...answer }).catch((recordError: Error) =>
    request.log.warn(`idempotency answer not stored: ${recordError.message}`),
  );
  return send(reply, answer);
}

/** The header's value, or undefined when there is none; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers["idempotency-key"];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !idempotencyKeyPattern.test(value)) {
    throw new AppError("VALIDATION", 400, idempotencyMessages.invalidKey);
  }
  return value.slice(0, idempotencyLimits.maxKeyLength);
}

/** The earlier request's answer when it is the same request and has finished; null while it runs. */
function earlierAnswer(earlier: KeyRow | null, fingerprint: string): Answer | null {
  // Released between our claim and our look: the next claim gets it.
  if (earlier === null) return null;
  if (earlier.fingerprint !== fingerprint) {
    throw new AppError("IDEMPOTENCY_KEY_REUSED", 422, idempotencyMessages.keyReused);
  }
  if (earlier.status === null) return null;
  return { status: earlier.status, body: earlier.body };
}

function send(reply: FastifyReply, { status, body }: Answer) {
  return reply.status(status).send(body);
}

/** sha256 of the method, the route, its params and the input, files by their own sha256. */
export function fingerprintOf(request: FastifyRequest, input: unknown): string {
  const request_ = {
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    params: request.params ?? {},
    input,
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(request_)))
    .digest("hex");
}

// Same value, same text: object keys sorted, bytes by their hash.
function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return { sha256: createHash("sha256").update(value).digest("hex") };
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
    );
  }
  return value;
}
