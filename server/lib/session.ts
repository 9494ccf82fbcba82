import type { FastifyRequest } from "fastify";
import { authLimits } from "../../contracts/auth.ts";
import type { Auth } from "./auth.ts";
import { forbidden, unauthorized } from "./errors.ts";

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

/**
 * The signed-in user and the id of their session, or null: visitors, banned
 * users and sessions past the absolute limit have none. `refresh: false` for
 * background checks, which must not extend the session as if the user were active.
 */
export async function readSession(
  auth: Auth,
  headers: Headers,
  options: { refresh?: boolean } = {},
): Promise<{ viewer: Viewer; sessionId: string } | null> {
  const session = await auth.api.getSession({
    headers,
    query: { disableRefresh: options.refresh === false },
  });
  if (!session || session.user.banned) return null;
  if (sessionOutlived(new Date(session.session.createdAt))) return null;
  return {
    viewer: {
      id: session.user.id,
      email: session.user.email,
      isAdmin: session.user.role === "admin",
    },
    sessionId: session.session.id,
  };
}

/** The signed-in user of this request, or null (public routes). */
export async function getViewer(auth: Auth, request: FastifyRequest): Promise<Viewer | null> {
  return (await readSession(auth, toHeaders(request)))?.viewer ?? null;
}

/** The signed-in user, or a 401 with `message` (the spec's words for what needs signing in). */
export async function requireViewer(
  auth: Auth,
  request: FastifyRequest,
  message?: string,
): Promise<Viewer> {
  const viewer = await getViewer(auth, request);
  if (!viewer) throw unauthorized(message);
  return viewer;
}

export async function requireAdmin(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(auth, request);
  if (!viewer.isAdmin) throw forbidden();
  return viewer;
}
