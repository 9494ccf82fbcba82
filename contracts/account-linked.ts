import { z } from "zod";
import { defineMessages } from "./i18n/define-messages.ts";

// A member's ways to sign in (issue 31, scope 7; the spec's identities):
//   GET    /api/account/identities         signed in -> 200 identityListSchema (their own only)
//   POST   /api/account/identities/link    signed in, recent proof -> 200 { url } of the provider's sign-in
//   DELETE /api/account/identities/:id     signed in, recent proof -> 204;
//          404 IDENTITY_NOT_FOUND (unknown or someone else's),
//          409 SINGLE_IDENTITY_NOT_DELETABLE (their only way to sign in)
// Linking finishes on better-auth's callback, which comes back to /profile with
// ?linked=1 or ?linkError=<code> (IDENTITY_ALREADY_EXISTS when the provider's
// account already belongs to another Coastal account).

/** password: email and password; provider: the configured OIDC provider. */
export const identityKinds = ["password", "provider"] as const;
export type IdentityKind = (typeof identityKinds)[number];

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

/** Where the provider sends the member back to, and the query that says how it went. */
export const linkReturnPath = "/profile";
export const linkedParam = "linked";
export const linkErrorParam = "linkError";

export const linkedMessages = defineMessages({
  signIn: {
    id: "account.linked.signIn",
    defaultMessage: "Sign in to see your ways to sign in.",
  },
  notFound: {
    id: "account.linked.notFound",
    defaultMessage: "That sign-in is not linked to your account.",
  },
  single: {
    id: "account.linked.single",
    defaultMessage: "You cannot remove your only way to sign in.",
  },
  alreadyExists: {
    id: "account.linked.alreadyExists",
    defaultMessage: "That sign-in is already linked to another Coastal account.",
  },
  noProvider: {
    id: "account.linked.noProvider",
    defaultMessage: "No sign-in provider is set up on this site.",
  },
  alreadyLinked: {
    id: "account.linked.alreadyLinked",
    defaultMessage: "That sign-in is already linked to your account.",
  },
});
