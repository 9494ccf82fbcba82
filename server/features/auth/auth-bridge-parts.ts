import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ErrorCode } from "../../../contracts/errors.ts";
import { refusal } from "../../platform/http/errors.ts";

// The small pieces the auth bridge (auth.routes.ts) is built from: what it copies from
// better-auth's answers, and how it reads a request's body.

export type Body = Record<string, unknown>;
export type Before = (request: FastifyRequest, body: Body) => Promise<Response | undefined>;
export type After = (request: FastifyRequest, body: Body, response: Response) => Promise<Response>;

/**
 * better-auth's headers the bridge does not pass on: cookies go one by one, Fastify counts
 * the length, and every auth answer keeps the API's "private, no-store" (it is about a
 * session), where better-auth says only "no-store" on some.
 */
export const notCopied = new Set(["set-cookie", "content-length", "cache-control"]);

/** Fastify answers HEAD with the GET route, so both reach the bridge. */
export const bodiless = new Set(["GET", "HEAD"]);

export const json = (status: number, code: ErrorCode, message: string) =>
  Response.json(refusal(code, message), { status });

export function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const expiredLinkRedirect = () =>
  new Response(null, { status: 302, headers: { location: "/auth?error_code=otp_expired" } });

// Longer than a link lives, so a used link never works again.
export const usedLinkMemorySeconds = 2 * 24 * 60 * 60;

/** A field the rules read as text that is something else (an object with its own toString). */
export const nonTextField = (body: Body) =>
  ["email", "password", "newPassword"].find(
    (name) => body[name] != null && typeof body[name] !== "string",
  );

export const normalisedEmail = (body: Body) =>
  String(body.email ?? "")
    .trim()
    .toLowerCase();

export type Payload = Record<string, unknown> & { code?: string; user?: { id?: string } };

export const payloadOf = async (response: Response): Promise<Payload> =>
  ((await response
    .clone()
    .json()
    .catch(() => null)) ?? {}) as Payload;
