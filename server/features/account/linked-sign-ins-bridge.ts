import type { FastifyRequest } from "fastify";
import { oidcProviderId } from "../../session/auth.ts";
import { accountTakenCode } from "../../session/unique-conflicts.ts";
import { linkFailure } from "./linked-sign-ins.service.ts";

// The auth bridge's rule for the provider's callback (decision 070). Two links of the same
// provider account at once both pass better-auth's "is it someone else's" check; the unique
// index lets one land and the other's write fails, which unique-conflicts.ts answers with
// better-auth's own 409 code. The browser is on a navigation, not a fetch, so it goes back
// to the profile with IDENTITY_ALREADY_EXISTS, as when the check itself refuses.

type Body = Record<string, unknown>;
type After = (request: FastifyRequest, body: Body, response: Response) => Promise<Response>;

export function linkedSignInsBridge(): { after: Record<string, After> } {
  const lostRace: After = async (_request, _body, response) => {
    if (response.status !== 409) return response;
    const payload = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string } | null;
    if (payload?.code !== accountTakenCode) return response;
    return new Response(null, { status: 302, headers: { location: linkFailure(payload.code) } });
  };
  return {
    after: {
      [`GET /callback/${oidcProviderId}`]: lostRace,
      [`GET /oauth2/callback/${oidcProviderId}`]: lostRace,
    },
  };
}
