import type { FastifyRequest } from "fastify";
import { authLimits } from "../../contracts/auth.ts";
import { type Said, unauthorized } from "../platform/http/errors.ts";
import type { Auth } from "./auth.ts";
import type { SessionActivity } from "./session-activity.ts";
import type { SessionCache } from "./session-cache.ts";

export type Viewer = { id: string; email: string; isAdmin: boolean };

/** A Fastify request's headers as the Fetch API Headers better-auth expects. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

const dayMs = 24 * 60 * 60 * 1000;

/** A session ends this long after sign-in however often it is used (decision 013). */
export const sessionOutlived = (createdAt: Date, now = Date.now()) =>
  now - createdAt.getTime() >= authLimits.sessionMaxDays * dayMs;

type OpenSession = { viewer: Viewer; sessionId: string };

const sessionCaches = new WeakMap<Auth, SessionCache>();

/** Lets `readSession` answer from `cache` for this auth instance (server/app.ts wires it). */
export function cacheSessions(auth: Auth, cache: SessionCache) {
  sessionCaches.set(auth, cache);
}

const sessionActivities = new WeakMap<Auth, SessionActivity>();

/** Lets a signed-in request move its session's last-active time (server/app.ts wires it). */
export function trackActivity(auth: Auth, activity: SessionActivity) {
  sessionActivities.set(auth, activity);
}

/** What identifies the caller's session: its cookie, or a bearer token. */
const credentialsOf = (cookie?: string | null, authorization?: string | null) =>
  cookie || authorization ? `${cookie ?? ""}\n${authorization ?? ""}` : null;

/**
 * The signed-in user and the id of their session, or null: visitors, banned
 * users and sessions past the absolute limit have none. `refresh: false` for
 * background checks, which must not extend the session as if the user were
 * active, and which always ask the database.
 */
export async function readSession(
  auth: Auth,
  headers: Headers,
  options: { refresh?: boolean } = {},
): Promise<OpenSession | null> {
  if (options.refresh === false) return loadSession(auth, headers, false);
  const key = credentialsOf(headers.get("cookie"), headers.get("authorization"));
  return cachedSession(auth, key, () => headers);
}

/** The signed-in user of this request, or null (public routes). */
export async function getViewer(auth: Auth, request: FastifyRequest): Promise<Viewer | null> {
  // Read straight off the request: a cached session skips building Fetch headers.
  const key = credentialsOf(request.headers.cookie, request.headers.authorization);
  return (await cachedSession(auth, key, () => toHeaders(request)))?.viewer ?? null;
}

async function cachedSession(
  auth: Auth,
  key: string | null,
  headers: () => Headers,
): Promise<OpenSession | null> {
  const found = await cachedOrLoaded(auth, key, headers);
  if (found) sessionActivities.get(auth)?.note(found.sessionId);
  return found;
}

async function cachedOrLoaded(
  auth: Auth,
  key: string | null,
  headers: () => Headers,
): Promise<OpenSession | null> {
  const cache = sessionCaches.get(auth);
  if (!cache?.enabled || key === null) return loadSession(auth, headers(), true);
  const cached = cache.get(key);
  if (cached) return cached;
  const readStarted = cache.startRead();
  const loaded = await loadSession(auth, headers(), true);
  if (loaded) cache.set(key, loaded, readStarted);
  return loaded;
}

async function loadSession(
  auth: Auth,
  headers: Headers,
  refresh: boolean,
): Promise<(OpenSession & { expiresAt: number }) | null> {
  // No cookie and no bearer token: nothing names a session, so better-auth is not asked
  // (a visitor's every page load would otherwise run it, decision 043).
  if (!headers.has("cookie") && !headers.has("authorization")) return null;
  const session = await auth.api.getSession({ headers, query: { disableRefresh: !refresh } });
  if (!session || session.user.banned) return null;
  const createdAt = new Date(session.session.createdAt);
  if (sessionOutlived(createdAt)) return null;
  return {
    viewer: {
      id: session.user.id,
      email: session.user.email,
      isAdmin: session.user.role === "admin",
    },
    sessionId: session.session.id,
    // The cache never keeps a session past either of its limits.
    expiresAt: Math.min(
      new Date(session.session.expiresAt).getTime(),
      createdAt.getTime() + authLimits.sessionMaxDays * dayMs,
    ),
  };
}

/** The signed-in user, or a 401 with `message` (the spec's words for what needs signing in). */
export async function requireViewer(
  auth: Auth,
  request: FastifyRequest,
  message?: Said,
): Promise<Viewer> {
  const viewer = await getViewer(auth, request);
  if (!viewer) throw unauthorized(message);
  return viewer;
}
