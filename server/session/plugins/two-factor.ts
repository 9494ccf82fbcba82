import type { AuthOptions } from "../auth.ts";
import type { AccountPlugin } from "./account-plugins.ts";

/** TOTP and backup codes (better-auth twoFactor). */
export function twoFactorPlugin(_options: AuthOptions): AccountPlugin {
  return { plugins: [], tables: {} };
}
