// Journeys' staff need a second factor to use their tools (decision 067): this
// registers a passkey of the software authenticator (tests/support/software-authenticator.ts)
// through the real @better-auth/passkey ceremony, on a signed-in API session. A passkey
// leaves the password sign-in as it was, so every journey signs staff in as before.
import { type APIRequestContext, expect } from "@playwright/test";
import { appUrl } from "./e2e-config.ts";
import { SoftwareAuthenticator } from "./software-authenticator.ts";

/** Gives the account signed in on `session` a passkey (a fresh sign-in is the recent proof it asks). */
export async function giveSecondFactor(session: APIRequestContext) {
  const party = { rpId: new URL(appUrl).hostname, origin: appUrl };
  const headers = { origin: appUrl };
  const options = await session.get("/api/auth/passkey/generate-register-options", { headers });
  expect(options.status(), await options.text()).toBe(200);
  const response = new SoftwareAuthenticator(party).register(await options.json());
  const verified = await session.post("/api/auth/passkey/verify-registration", {
    headers,
    data: { response, name: "Test passkey" },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
