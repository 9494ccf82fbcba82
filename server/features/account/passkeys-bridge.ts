import type { FastifyRequest } from "fastify";
import { passkeyMessages } from "../../../contracts/account-passkeys.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { refusal } from "../../platform/http/errors.ts";
import { say } from "../../platform/i18n/intl.ts";
import { noticeAccountChange } from "./account-notice.ts";
import { markProven, requireRecentProof } from "./recent-proof.ts";

type Body = Record<string, unknown>;
type Before = (request: FastifyRequest, body: Body) => Promise<Response | undefined>;
type After = (request: FastifyRequest, body: Body, response: Response) => Promise<Response>;
type Log = (
  request: FastifyRequest,
  event: "sign-in" | "sign-in-failed",
  subject?: { userId?: string },
) => void;

const payloadOf = async (response: Response) =>
  ((await response
    .clone()
    .json()
    .catch(() => ({}))) ?? {}) as {
    userId?: string;
    name?: string | null;
    session?: { id?: string };
    user?: { id?: string };
  };

/** An authenticator's answer names its credential; anything else is refused before better-auth reads it. */
const malformed = (request: FastifyRequest, body: Body) => {
  const response = body.response as { id?: unknown; response?: unknown } | undefined;
  const ok =
    typeof response === "object" &&
    response !== null &&
    typeof response.id === "string" &&
    response.id.length > 0 &&
    response.id.length <= 1024 &&
    typeof response.response === "object" &&
    response.response !== null;
  return ok
    ? undefined
    : Response.json(
        refusal("VALIDATION", say(request, { descriptor: passkeyMessages.proofFailed })),
        {
          status: 400,
        },
      );
};

/**
 * Coastal's rules around @better-auth/passkey's ceremonies, run by the auth bridge
 * (features/auth/auth.routes.ts) before and after better-auth answers:
 * - adding a passkey needs a recent proof (its options and its verification), and
 *   the member is told by email once it is added;
 * - a passkey sign-in is logged as a sign-in and counts as a recent proof;
 * - a body that names no credential is a 400, and a registration the library could
 *   not check (a forged or repeated credential) a 400 rather than its 500.
 */
export function passkeyBridge(context: AppContext, log: Log) {
  const before: Record<string, Before> = {
    "GET /passkey/generate-register-options": async (request) => {
      await requireRecentProof(context, request);
      return undefined;
    },
    "POST /passkey/verify-registration": async (request, body) => {
      await requireRecentProof(context, request);
      return malformed(request, body);
    },
    "POST /passkey/verify-authentication": async (request, body) => malformed(request, body),
  };

  const after: Record<string, After> = {
    "POST /passkey/verify-registration": async (request, _body, response) => {
      if (response.status >= 500) {
        return Response.json(
          refusal("VALIDATION", say(request, { descriptor: passkeyMessages.registrationFailed })),
          { status: 400 },
        );
      }
      if (!response.ok) return response;
      const added = await payloadOf(response);
      if (!added.userId) return response;
      await noticeAccountChange(context, {
        userId: added.userId,
        kind: "passkeyAdded",
        request,
        ...(added.name ? { details: { name: added.name } } : {}),
      });
      return response;
    },
    "POST /passkey/verify-authentication": async (request, _body, response) => {
      if (!response.ok) {
        log(request, "sign-in-failed");
        // The library's own words ("Challenge not found") tell a member nothing; a limit's 429 stays.
        if (response.status !== 400 && response.status !== 401) return response;
        return Response.json(
          refusal("UNAUTHORIZED", say(request, { descriptor: passkeyMessages.signInFailed })),
          { status: 401 },
        );
      }
      const signedIn = await payloadOf(response);
      // A passkey proves who is there as a password does (issue 31, scope 11).
      if (signedIn.session?.id) await markProven(context.db, signedIn.session.id);
      log(request, "sign-in", { userId: signedIn.user?.id });
      return response;
    },
  };

  return { before, after };
}
