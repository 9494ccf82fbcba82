import { z } from "zod";
import { passkeyLimits, passkeyMessages } from "./account-passkeys-rules.ts";

export { passkeyLimits, passkeyMessages };

// A member's passkeys (issue 31, scope 5):
//   GET    /api/account/passkeys              signed in -> 200 passkeyListSchema (their own only)
//   PATCH  /api/account/passkeys/:id          signed in; { name } -> 200 passkeySchema; 404 when not theirs
//   DELETE /api/account/passkeys/:id          recent proof -> 204; 404 when not theirs; emails the member
//   POST   /api/account/passkeys/proof-options  signed in -> 200 WebAuthn request options for their passkeys
//   POST   /api/account/passkeys/proof          signed in; { response } -> 204, the session counts as proven
// Adding one and signing in with one are better-auth's own ceremonies under /api/auth/passkey/*
// (registration asks for a recent proof too: features/account/passkeys-bridge.ts).

export const passkeySchema = z.object({
  id: z.string(),
  /** The member's label; null until they name it. */
  name: z.string().nullable(),
  /** The password manager or platform that holds it ("Google Password Manager"), when known. */
  provider: z.string().nullable(),
  /** Synced across the member's devices (multiDevice) or bound to one (singleDevice). */
  synced: z.boolean(),
  createdAt: z.string(),
});
export type AccountPasskey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const passkeyIdParams = z.object({ id: z.string().min(1).max(100) });

export const renamePasskeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, passkeyMessages.nameRequired.defaultMessage)
    .max(passkeyLimits.nameMax, passkeyMessages.nameTooLong.defaultMessage),
});

/** A WebAuthn assertion as @simplewebauthn/browser returns it; its parts are checked by the library. */
export const passkeyProofSchema = z.object({
  response: z.object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: z.string().min(1).max(8192),
      authenticatorData: z.string().min(1).max(8192),
      signature: z.string().min(1).max(2048),
      userHandle: z.string().max(1024).optional(),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  }),
});
export type PasskeyProof = z.infer<typeof passkeyProofSchema>;

/** WebAuthn request options (PublicKeyCredentialRequestOptionsJSON) for the browser. */
export const passkeyProofOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.string().optional(),
  allowCredentials: z
    .array(
      z.object({
        id: z.string(),
        type: z.literal("public-key"),
        transports: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});
