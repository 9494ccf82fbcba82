import type { FastifyRequest } from "fastify";

// The auth bridge's rules for sign-in's code step (issue 31, scope 4): the auth event
// log's "multi-factor verified" (the spec's auth event). The lockout and the wording live
// in the better-auth plugin (server/session/plugins/two-factor.ts), so no entry skips them.

type Body = Record<string, unknown>;
type After = (request: FastifyRequest, body: Body, response: Response) => Promise<Response>;
type Log = (
  request: FastifyRequest,
  event: "multi-factor-verified" | "multi-factor-failed" | "sign-in-locked-out",
  subject?: { userId?: string },
) => void;

export function twoFactorBridge(log: Log): { after: Record<string, After> } {
  const logged: After = async (request, _body, response) => {
    const payload = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string; user?: { id?: string } } | null;
    if (response.ok && payload?.user?.id) {
      log(request, "multi-factor-verified", { userId: payload.user.id });
    } else if (payload?.code === "LOCKED_OUT") {
      log(request, "sign-in-locked-out");
    } else if (payload?.code === "INVALID_CODE" || payload?.code === "INVALID_BACKUP_CODE") {
      log(request, "multi-factor-failed");
    }
    return response;
  };
  return {
    after: {
      "POST /two-factor/verify-totp": logged,
      "POST /two-factor/verify-backup-code": logged,
    },
  };
}
