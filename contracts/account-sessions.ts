import { z } from "zod";
import { defineMessages } from "./i18n/define-messages.ts";

// A member's own signed-in devices (issue 31, scope 3):
//   GET    /api/account/sessions        signed in -> 200 sessionListSchema (their own only)
//   DELETE /api/account/sessions/:id    signed in -> 204; 404 when it is not one of theirs
//   POST   /api/account/logout          signed in; { scope } -> 204 (the spec's "logout with scope")
// A session's token never leaves the server: rows are named by their id.

export const deviceKinds = ["desktop", "mobile", "tablet", "tv", "unknown"] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/** local: this device; others: every other device; global: every device, this one too. */
export const logoutScopes = ["local", "others", "global"] as const;
export type LogoutScope = (typeof logoutScopes)[number];

export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome 131", from the user agent it signed in with; null when it named none. */
  browser: z.string().nullable(),
  /** "macOS", "Android 14". */
  os: z.string().nullable(),
  deviceKind: z.enum(deviceKinds),
  /** "Apple iPhone", "Samsung SM-S918B", when the user agent says. */
  deviceModel: z.string().nullable(),
  /** The approximate place: the address's network (203.0.113.0/24, 2001:db8:85a3::/48), never the address. */
  network: z.string().nullable(),
  /** Updated at most every few minutes while the device is used. */
  lastActiveAt: z.string(),
  signedInAt: z.string(),
  /** The device asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParams = z.object({ id: z.string().min(1).max(100) });

export const logoutSchema = z.object({ scope: z.enum(logoutScopes) });

export const accountSessionMessages = defineMessages({
  signIn: {
    id: "account.sessions.signIn",
    defaultMessage: "Sign in to see where you are signed in.",
  },
  notFound: {
    id: "account.sessions.notFound",
    defaultMessage: "That session has already ended.",
  },
});
