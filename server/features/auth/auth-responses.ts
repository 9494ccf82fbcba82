import { authMessages } from "../../../contracts/auth.ts";
import type { Language } from "../../../contracts/i18n/languages.ts";
import { type Refusal, refusal } from "../../platform/http/errors.ts";
import { refusalWords } from "./auth-words.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// The session lives in its HttpOnly cookie; a copy of the token in a JSON body
// is one script injection away from being stolen (issue 7).
function stripTokens(value: Json): Json {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (value === null || typeof value !== "object") return value;
  const { token: _token, ...rest } = value;
  const session = rest.session;
  if (session && typeof session === "object" && !Array.isArray(session)) {
    const { token: _sessionToken, ...sessionRest } = session;
    rest.session = sessionRest;
  }
  return rest;
}

// For refusals better-auth sends without words of their own (bare 404s, 401s, 429s).
const refusalsByStatus: Record<number, Refusal> = {
  400: refusal("BAD_REQUEST", "Invalid request."),
  401: refusal("UNAUTHORIZED", authMessages.authError),
  403: refusal("FORBIDDEN", "You do not have permission to do that."),
  404: refusal("NOT_FOUND", "Not found"),
  429: refusal("RATE_LIMITED", authMessages.tooManyRequests),
};

/** Every refusal in the API's `{ code, message }` shape, keeping better-auth's words when it has them. */
function asRefusal(status: number, payload: Json | undefined, headers: Headers): Response {
  const body = (payload ?? {}) as { code?: unknown; message?: unknown };
  if (typeof body.code === "string" && typeof body.message === "string") {
    return Response.json(body, { status, headers });
  }
  const fallback =
    refusalsByStatus[status] ??
    (status >= 500
      ? refusal("INTERNAL", "Something went wrong")
      : refusal("BAD_REQUEST", "Invalid request."));
  // A bare 429 from the per-IP limiter keeps our code and wording, whatever it said.
  const message =
    status !== 429 && typeof body.message === "string" && body.message
      ? body.message
      : fallback.message;
  headers.set("content-type", "application/json");
  return Response.json(refusal(fallback.code, message), { status, headers });
}

/**
 * better-auth's answer as the API gives it: no session token in JSON bodies,
 * and every refusal in the API's `{ code, message }` shape.
 */
export async function publicAnswer(response: Response): Promise<Response> {
  const isJson = response.headers.get("content-type")?.includes("application/json");
  const refused = response.status >= 400;
  if (!isJson && !refused) return response;
  // A redirect may say JSON and carry no body at all.
  const payload = (await response
    .clone()
    .json()
    .catch(() => undefined)) as Json | undefined;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  if (refused) return asRefusal(response.status, payload, headers);
  if (payload === undefined) return response;
  return Response.json(stripTokens(payload), { status: response.status, headers });
}

/** A refusal in the request's language (decision 063); any other answer as it is. */
export async function inLanguage(response: Response, language: Language): Promise<Response> {
  if (
    response.status < 400 ||
    !response.headers.get("content-type")?.includes("application/json")
  ) {
    return response;
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { message?: unknown } | undefined;
  if (typeof body?.message !== "string") return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json(
    { ...body, message: refusalWords(language, body.message) },
    { status: response.status, statusText: response.statusText, headers },
  );
}
