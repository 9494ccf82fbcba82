import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { AuthOptions } from "../auth.ts";
import type { AccountPlugin } from "./account-plugins.ts";

/**
 * Keeps session tokens on the server (decision 065). better-auth's own
 * `/list-sessions` answers with every session's token, and a token is the session:
 * a script injected into any page could read them all and sign in as the member
 * elsewhere. Coastal's list (`GET /api/account/sessions`) names sessions by id, so
 * the tokens are taken out of better-auth's answer before it is sent.
 */
const tokenlessSessionList: BetterAuthPlugin = {
  id: "coastal-tokenless-session-list",
  hooks: {
    after: [
      {
        matcher: (context) => context.path === "/list-sessions",
        handler: createAuthMiddleware(async (ctx) => {
          const returned: unknown = ctx.context.returned;
          if (!Array.isArray(returned)) return;
          for (const item of returned) {
            if (item && typeof item === "object") delete (item as { token?: unknown }).token;
          }
        }),
      },
    ],
  },
};

/** Listing and ending one's own sessions: better-auth's core does both; this only hides tokens. */
export function sessionsPlugin(_options: AuthOptions): AccountPlugin {
  return { plugins: [tokenlessSessionList], tables: {} };
}
