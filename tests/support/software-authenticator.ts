// Test support: a passkey authenticator in software, which registers a credential and
// signs assertions with a real P-256 key from node:crypto, as a platform authenticator
// does. The server checks what it sends with @simplewebauthn like any browser's answer;
// nothing of ours is mocked.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

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
const sha256 = (value: Buffer | string) => createHash("sha256").update(value).digest();

type Party = { rpId: string; origin: string };

/** One credential on one authenticator: it can be registered, then sign in as often as asked. */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly cose: Buffer;
  private counter = 0;

  constructor(
    private readonly party: Party,
    /** Hardware keys count their signatures; synced passkeys answer 0 each time. */
    private readonly counts = true,
  ) {
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    this.privateKey = privateKey;
    this.cose = map([
      [int(1), int(2)], // kty: EC2
      [int(3), int(-7)], // alg: ES256
      [int(-1), int(1)], // crv: P-256
      [int(-2), bytes(Buffer.from(jwk.x as string, "base64url"))],
      [int(-3), bytes(Buffer.from(jwk.y as string, "base64url"))],
    ]);
  }

  get id() {
    return b64url(this.credentialId);
  }

  /** The credential's public key as COSE, as the server stores it (tests/support/staff-factor.ts). */
  get publicKey() {
    return this.cose;
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.party.origin, crossOrigin: false }),
    );
  }

  /** The answer to registration options: a "none" attestation, as most passkeys give. */
  register(options: { challenge: string }) {
    const idLength = Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = Buffer.concat([
      sha256(this.party.rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.cose,
    ]);
    const attestationObject = map([
      [text("fmt"), text("none")],
      [text("attStmt"), map([])],
      [text("authData"), bytes(authData)],
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** A signed assertion for `challenge`: the signature covers the challenge and the counter. */
  assert(options: { challenge: string }) {
    if (this.counts) this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authenticatorData = Buffer.concat([
      sha256(this.party.rpId),
      Buffer.from([0x05]), // user present, user verified
      counter,
    ]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
