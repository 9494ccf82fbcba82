import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";
import { requestGuardMessages, urlCarriesNul } from "./request-guards.ts";

const contentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'none'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join(";");

const hsts = (https: boolean): Record<string, string> =>
  https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {};

/**
 * The security headers of pages and files (helmet's set). They never vary, so
 * they are built once here rather than per request.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    ...hsts(https),
  };
}

/**
 * The security headers of API answers (JSON, event streams): OWASP's set for REST
 * APIs. Nothing in them is rendered or loads anything, so the policy allows nothing,
 * and the headers that only steer documents (referrer, opener, DNS prefetch, legacy
 * IE and Flash switches) are left off: on the cheapest route their writing cost a
 * fifth of the time (decision 038).
 */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    // Most answers depend on who asks (a member's feed, "canEdit", their saved items), so no
    // cache in front of the app may keep one (issue 27). The few that are the same for
    // everyone say so themselves: the calendars, the sign-in options, the API document.
    "cache-control": "private, no-store",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    ...hsts(https),
  };
}

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Browsers always send one of these on cross-site requests; tools like curl send neither. */
export function isForeignOrigin(request: FastifyRequest, trustedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  return origin
    ? !trustedOrigins.includes(origin)
    : request.headers["sec-fetch-site"] === "cross-site";
}

export const foreignOriginRefusal = () =>
  new AppError("FORBIDDEN_ORIGIN", 403, "Request refused: unknown origin.");

/**
 * Security headers with a strict Content-Security-Policy on every response (the
 * API's own set on its answers), and
 * an origin check on every state-changing API request (better-auth checks its own routes too).
 */
export async function registerSecurity(app: FastifyInstance, trustedOrigins: string[]) {
  const https = trustedOrigins.some((origin) => origin.startsWith("https://"));
  const pageHeaders = securityHeaders(https);
  const apiHeaders = apiSecurityHeaders(https);
  // The API's one page, the Swagger UI at /api/docs: a page, the same for everyone.
  const docsHeaders = { ...pageHeaders, "cache-control": "public, max-age=300" };
  const headersFor = (url: string) => {
    if (!url.startsWith("/api/")) return pageHeaders;
    return url.startsWith("/api/docs") ? docsHeaders : apiHeaders;
  };
  // One synchronous hook: it runs on every request, so it stays as cheap as it can be.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headersFor(request.url));
    if (unsafeMethods.has(request.method) && request.url.startsWith("/api/")) {
      if (isForeignOrigin(request, trustedOrigins)) {
        done(foreignOriginRefusal());
        return;
      }
    }
    // Paths and query strings decode %00 to NUL (see request-guards.ts).
    if (urlCarriesNul(request.url)) {
      done(new AppError("BAD_REQUEST", 400, requestGuardMessages.nulCharacter));
      return;
    }
    done();
  });
}
