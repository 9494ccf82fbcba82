// Journeys' staff need a second factor to use their tools (decision 067): this
// registers a software passkey (tests/support/soft-passkey.ts) through the real
// @better-auth/passkey ceremony, on a signed-in API session. A passkey leaves the
// password sign-in as it was, so every journey signs staff in as before.
import { type APIRequestContext, expect } from "@playwright/test";
import { appUrl } from "./e2e-config.ts";
import { softRegistration } from "./soft-passkey.ts";

/** Gives the account signed in on `session` a passkey (a fresh sign-in is the recent proof it asks). */
export async function giveSecondFactor(session: APIRequestContext) {
  const headers = { origin: appUrl };
  const options = await session.get("/api/auth/passkey/generate-register-options", { headers });
  expect(options.status(), await options.text()).toBe(200);
  const { challenge, rp } = (await options.json()) as { challenge: string; rp: { id: string } };
  const response = softRegistration({ challenge, rpId: rp.id, origin: appUrl });
  const verified = await session.post("/api/auth/passkey/verify-registration", {
    headers,
    data: { response, name: "Test passkey" },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
