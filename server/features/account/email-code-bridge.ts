import type { FastifyRequest } from "fastify";

// The auth bridge's rules for signing in with a mailed code (decision 069): the auth
// event log, as for a password. The lockout, the mail and the second factor live in the
// better-auth plugin (server/session/plugins/email-code.ts), so no entry skips them.

type Body = Record<string, unknown>;
type After = (request: FastifyRequest, body: Body, response: Response) => Promise<Response>;
type Log = (
  request: FastifyRequest,
  event: "sign-in" | "sign-in-failed" | "sign-in-locked-out",
  subject?: { userId?: string; email?: string },
) => void;

const emailOf = (body: Body) =>
  String(body.email ?? "")
    .trim()
    .toLowerCase();

export function emailCodeBridge(log: Log): { after: Record<string, After> } {
  return {
    after: {
      "POST /sign-in/email-otp": async (request, body, response) => {
        const email = emailOf(body);
        const payload = (await response
          .clone()
          .json()
          .catch(() => ({}))) as { code?: string; user?: { id?: string } } | null;
        if (response.ok && payload?.user?.id) {
          log(request, "sign-in", { userId: payload.user.id, email });
        } else if (payload?.code === "LOCKED_OUT") {
          log(request, "sign-in-locked-out", { email });
        } else if (payload?.code === "INVALID_OTP" || payload?.code === "TOO_MANY_ATTEMPTS") {
          log(request, "sign-in-failed", { email });
        }
        return response;
      },
    },
  };
}
