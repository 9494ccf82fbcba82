// Test support: a passkey made in software, so tests can give staff a real second
// factor (decision 067) without a browser. A P-256 key from node:crypto, its public
// key written as WebAuthn's COSE key, and a "none" attestation for a registration
// ceremony: what a platform authenticator would send, checked by @simplewebauthn
// on the server as any other.
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";

// The few CBOR shapes WebAuthn needs (RFC 8949): small integers, byte and text strings, maps.
const head = (major: number, length: number) =>
  length < 24
    ? Buffer.from([(major << 5) | length])
    : length < 256
      ? Buffer.from([(major << 5) | 24, length])
      : Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
const int = (n: number) => (n >= 0 ? head(0, n) : head(1, -1 - n));
const bytes = (value: Buffer) => Buffer.concat([head(2, value.length), value]);
const text = (value: string) =>
  Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
const map = (pairs: [Buffer, Buffer][]) => Buffer.concat([head(5, pairs.length), ...pairs.flat()]);

const b64url = (value: Buffer) => value.toString("base64url");

/** A fresh credential: its id and its public key as COSE (EC2, ES256, P-256). */
export function softCredential() {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = map([
    [int(1), int(2)], // kty: EC2
    [int(3), int(-7)], // alg: ES256
    [int(-1), int(1)], // crv: P-256
    [int(-2), bytes(Buffer.from(jwk.x as string, "base64url"))],
    [int(-3), bytes(Buffer.from(jwk.y as string, "base64url"))],
  ]);
  return { id: randomBytes(16), cose };
}

/**
 * The authenticator's answer to registration options (`challenge` from
 * /api/auth/passkey/generate-register-options), for /api/auth/passkey/verify-registration.
 */
export function softRegistration(options: { challenge: string; rpId: string; origin: string }) {
  const credential = softCredential();
  const idLength = Buffer.from([credential.id.length >> 8, credential.id.length & 0xff]);
  const authData = Buffer.concat([
    createHash("sha256").update(options.rpId).digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // signature counter
    Buffer.alloc(16), // AAGUID: none
    idLength,
    credential.id,
    credential.cose,
  ]);
  const attestationObject = map([
    [text("fmt"), text("none")],
    [text("attStmt"), map([])],
    [text("authData"), bytes(authData)],
  ]);
  const clientData = JSON.stringify({
    type: "webauthn.create",
    challenge: options.challenge,
    origin: options.origin,
    crossOrigin: false,
  });
  return {
    id: b64url(credential.id),
    rawId: b64url(credential.id),
    type: "public-key",
    response: {
      clientDataJSON: b64url(Buffer.from(clientData)),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
  };
}
