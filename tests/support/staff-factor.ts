// Test support: staff must use a second factor (decision 067), so every admin and
// moderator a test makes gets one here: a passkey row written exactly as
// @better-auth/passkey writes a registration (a real P-256 key from the software
// authenticator, its COSE public key in base64), which leaves their password
// sign-in as it was.
import { randomUUID } from "node:crypto";
import { passkey } from "../../server/db/schema.ts";
import { SoftwareAuthenticator } from "./software-authenticator.ts";
import { type TestApp, type TestClient, testBaseUrl } from "./test-app.ts";

/** Gives the user a second factor: a passkey named "Test passkey". */
export async function giveSecondFactor(testApp: Pick<TestApp, "db">, userId: string) {
  const url = new URL(testBaseUrl);
  const credential = new SoftwareAuthenticator({ rpId: url.hostname, origin: url.origin });
  await testApp.db.insert(passkey).values({
    id: randomUUID(),
    name: "Test passkey",
    userId,
    publicKey: credential.publicKey.toString("base64"),
    credentialID: credential.id,
    counter: 0,
    deviceType: "singleDevice",
    backedUp: false,
    transports: "internal",
    aaguid: "00000000-0000-0000-0000-000000000000",
  });
}

/** Appoints `userId` a moderator of `city` as `admin`, with the second factor they need to act. */
export async function appointModerator(
  testApp: Pick<TestApp, "db">,
  admin: TestClient,
  city: string,
  userId: string,
) {
  const appointed = await admin.post(`/api/admin/cities/${city}/moderators`, { userId });
  await giveSecondFactor(testApp, userId);
  return appointed;
}
