import type { BetterAuthPlugin } from "better-auth";
import type { AuthOptions } from "../auth.ts";
import { emailCodePlugin } from "./email-code.ts";
import { passkeyPlugin } from "./passkey.ts";
import { sessionsPlugin } from "./sessions.ts";
import { twoFactorPlugin } from "./two-factor.ts";

/** One better-auth plugin of the account features: its plugins and the tables they store in. */
export type AccountPlugin = {
  plugins: BetterAuthPlugin[];
  /** drizzle tables by the model name better-auth uses (e.g. `twoFactor`, `passkey`). */
  tables: Record<string, unknown>;
};

/**
 * The account-security plugins (issue 31), one file each, so the adapter's
 * schema and the plugin list are both built from the same parts.
 */
export function accountPlugins(options: AuthOptions): AccountPlugin {
  const parts = [
    twoFactorPlugin(options),
    passkeyPlugin(options),
    emailCodePlugin(options),
    sessionsPlugin(options),
  ];
  return {
    plugins: parts.flatMap((part) => part.plugins),
    tables: Object.assign({}, ...parts.map((part) => part.tables)),
  };
}
