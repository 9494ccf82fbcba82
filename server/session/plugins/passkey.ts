import { passkey } from "@better-auth/passkey";
import { APIError } from "better-auth/api";
import * as schema from "../../db/schema.ts";
import type { Settings } from "../../platform/config/settings.ts";
import type { AuthOptions } from "../auth.ts";
import type { AccountPlugin } from "./account-plugins.ts";

/** The relying party a passkey is bound to: BASE_URL's host name and origin. */
export function passkeyParty(settings: Pick<Settings, "BASE_URL">) {
  const url = new URL(settings.BASE_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: "Coastal" };
}

/**
 * Passkeys (WebAuthn) through @better-auth/passkey, which checks every
 * registration and assertion with @simplewebauthn/server, keeps each challenge in
 * the verifications table behind a signed cookie and spends it on first use
 * (so an assertion cannot be replayed), and signs in with a session of its own.
 * Coastal adds, around it: a recent proof before adding one and the notice email
 * (features/account/passkeys-bridge.ts), a passkey sign-in counted as a recent
 * proof, per-IP limits (auth.ts), and the list, rename and remove routes
 * (the plugin's own are among auth.ts's disabledPaths).
 */
export function passkeyPlugin({ settings }: AuthOptions): AccountPlugin {
  const party = passkeyParty(settings);
  return {
    plugins: [
      passkey({
        rpID: party.rpID,
        rpName: party.rpName,
        // Never the request's Origin header: only Coastal's own page may use its passkeys.
        origin: party.origin,
        // Discoverable, so "Sign in with a passkey" needs no email first.
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        // Not the plugin's session check: it also wants a session signed in within a day
        // (better-auth's freshAge), so a member with an older one could never add a passkey,
        // even right after proving who they are. Coastal's bridge asks for a session with a
        // recent proof before both registration calls (features/account/passkeys-bridge.ts),
        // and the plugin still refuses an answer from a user other than the session's.
        registration: {
          requireSession: false,
          resolveUser: () => {
            throw new APIError("UNAUTHORIZED", { message: "Unauthorized", code: "UNAUTHORIZED" });
          },
        },
      }),
    ],
    tables: { passkey: schema.passkey },
  };
}
