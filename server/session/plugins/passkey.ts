import type { AuthOptions } from "../auth.ts";
import type { AccountPlugin } from "./account-plugins.ts";

/** Passkeys (WebAuthn) through @better-auth/passkey. */
export function passkeyPlugin(_options: AuthOptions): AccountPlugin {
  return { plugins: [], tables: {} };
}
