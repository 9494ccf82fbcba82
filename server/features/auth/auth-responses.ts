import { authMessages } from "../../../contracts/auth.ts";
import { refusal } from "../../lib/errors.ts";

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

/**
 * better-auth's answer as the API gives it: no session token in JSON bodies,
 * and its bare per-IP 429 in the API's `{ code, message }` shape.
 */
export async function publicAnswer(response: Response): Promise<Response> {
  const isJson = response.headers.get("content-type")?.includes("application/json");
  if (!isJson || (!response.ok && response.status !== 429)) return response;
  // A redirect may say JSON and carry no body at all.
  const payload = (await response
    .clone()
    .json()
    .catch(() => undefined)) as Json | undefined;
  if (payload === undefined) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  if (response.status === 429 && !(payload as { code?: string } | null)?.code) {
    return Response.json(refusal("RATE_LIMITED", authMessages.tooManyRequests), {
      status: 429,
      headers,
    });
  }
  if (response.status === 429) return response;
  return Response.json(stripTokens(payload), { status: response.status, headers });
}
