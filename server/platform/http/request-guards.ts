import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

export const requestGuardLimits = {
  /** Deeper than any form of ours (3 levels) or better-auth's, far shallower than a stack. */
  maxJsonDepth: 32,
} as const;

export const requestGuardMessages = {
  tooDeep: "The request body is nested too deeply.",
  nulCharacter: "Text can't contain NUL characters.",
} as const;

/** True when brackets and braces outside strings nest deeper than `max`. */
export function nestsDeeperThan(json: string, max: number): boolean {
  // Every level costs at least one character, so short bodies never need the scan.
  if (json.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** True when a NUL character is in any string (or key) of a parsed input, however deep. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item));
  }
  return false;
}

/** True when a URL carries a NUL character, which only an encoded %00 can put there. */
export const urlCarriesNul = (url: string) => url.includes("%00");

/**
 * Input no route can use is refused for all of them before any handler runs:
 * JSON nested deeper than `maxJsonDepth` (code further on recurses, and 5,000
 * levels overflowed the stack) and NUL characters, which PostgreSQL cannot store
 * in text and which no form sends.
 *
 * The checks sit in the body parsers (and, for paths and query strings, in the
 * security hook's `urlCarriesNul`) rather than in a hook of their own: every hook
 * kind a route has costs each request, bodiless or not (decision 021).
 */
export function registerRequestGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, requestGuardLimits.maxJsonDepth)) {
      done(new AppError("BAD_REQUEST", 400, requestGuardMessages.tooDeep), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      // JSON can only carry a NUL escaped, so most bodies skip the walk.
      if (!error && text.includes("\\u0000") && containsNul(parsed)) {
        done(new AppError("BAD_REQUEST", 400, requestGuardMessages.nulCharacter), undefined);
        return;
      }
      done(error, parsed);
    });
  });
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
    if (containsNul(body)) {
      done(new AppError("BAD_REQUEST", 400, requestGuardMessages.nulCharacter), undefined);
      return;
    }
    done(null, body);
  });
}
