import { z } from "zod";
import { identityKinds } from "./account-linked-rules.ts";

// A member's ways to sign in (issue 31, scope 7; the spec's identities):
//   GET    /api/account/identities         signed in -> 200 identityListSchema (their own only)
//   POST   /api/account/identities/link    signed in, recent proof -> 200 { url } of the provider's sign-in
//   DELETE /api/account/identities/:id     signed in, recent proof -> 204;
//          404 IDENTITY_NOT_FOUND (unknown or someone else's),
//          409 SINGLE_IDENTITY_NOT_DELETABLE (their only way to sign in)
// Linking finishes on better-auth's callback, which comes back to /profile with
// ?linked=1 or ?linkError=<code> (IDENTITY_ALREADY_EXISTS when the provider's
// account already belongs to another Coastal account).

export * from "./account-linked-rules.ts";

export const identitySchema = z.object({
  id: z.string(),
  kind: z.enum(identityKinds),
  /** When it was added (the account's creation for the password). */
  linkedAt: z.string(),
});
export type Identity = z.infer<typeof identitySchema>;

export const identityListSchema = z.object({
  items: z.array(identitySchema),
  /** The provider this install offers, or null when none is configured. */
  provider: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type IdentityList = z.infer<typeof identityListSchema>;

export const identityIdParams = z.object({ id: z.string().min(1).max(100) });

export const linkStartSchema = z.object({ url: z.string() });
