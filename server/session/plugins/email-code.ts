import type { AuthOptions } from "../auth.ts";
import type { AccountPlugin } from "./account-plugins.ts";

/** Sign-in with a one-time code by email (better-auth emailOTP). */
export function emailCodePlugin(_options: AuthOptions): AccountPlugin {
  return { plugins: [], tables: {} };
}
