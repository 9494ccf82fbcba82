import type { AuthOptions } from "../auth.ts";
import type { AccountPlugin } from "./account-plugins.ts";

/** Listing and ending one's own sessions. */
export function sessionsPlugin(_options: AuthOptions): AccountPlugin {
  return { plugins: [], tables: {} };
}
