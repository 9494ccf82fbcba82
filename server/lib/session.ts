import type { FastifyRequest } from "fastify";
import { authLimits } from "../../contracts/auth.ts";
import type { Auth } from "../features/auth/auth.ts";
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

/** The signed-in user of this request, or null; banned users have no session. */
export async function getViewer(auth: Auth, request: FastifyRequest): Promise<Viewer | null> {
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session || session.user.banned) return null;
  if (sessionOutlived(new Date(session.session.createdAt))) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    isAdmin: session.user.role === "admin",
  };
}

export async function requireViewer(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(auth, request);
  if (!viewer) throw unauthorized();
  return viewer;
}

export async function requireAdmin(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(auth, request);
  if (!viewer.isAdmin) throw forbidden();
  return viewer;
}
