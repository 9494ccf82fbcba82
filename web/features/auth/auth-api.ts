import type { SignInOptions } from "../../../contracts/auth.ts";
import { usernameFromEmail } from "../../../contracts/usernames.ts";
import { api } from "../../lib/api.ts";
import { clearUserCaches } from "../../lib/service-worker.ts";

// The auth calls of the /auth and /reset-password pages, one function each.
// Links in mails and from the identity provider come back to these pages.
const verifiedCallback = "/auth?verified=true";

// A new member on this device starts with no kept pages or answers of the last (issue 33).
export const signInWithEmail = (body: { email: string; password: string }) =>
  api<unknown>("/api/auth/sign-in/email", { body }).finally(clearUserCaches);

export const signUpWithEmail = ({ email, password }: { email: string; password: string }) =>
  api<unknown>("/api/auth/sign-up/email", {
    // The server decides the name the same way; sent because better-auth requires one.
    body: { email, password, name: usernameFromEmail(email), callbackURL: verifiedCallback },
  });

export const resendVerificationEmail = (email: string) =>
  api<unknown>("/api/auth/send-verification-email", {
    body: { email, callbackURL: verifiedCallback },
  });

export const requestPasswordReset = (email: string) =>
  api<unknown>("/api/auth/request-password-reset", {
    body: { email, redirectTo: "/reset-password" },
  });

export const resetPassword = (body: { newPassword: string; token: string }) =>
  api<unknown>("/api/auth/reset-password", { body });

export const signInOptionsQueryKey = ["sign-in-options"] as const;

// Typed, not parsed, like every other reply: parsing it would load zod with the page.
export const fetchSignInOptions = () => api<SignInOptions>("/api/sign-in-options");

/**
 * Asks the server where the identity provider's sign-in page is; the caller goes there.
 * better-auth 1.7 serves generic OIDC providers through its social sign-in
 * endpoint (there is no /sign-in/oauth2 any more).
 */
export const startProviderSignIn = (providerId: string) =>
  api<{ url: string }>("/api/auth/sign-in/social", {
    body: { provider: providerId, callbackURL: verifiedCallback, errorCallbackURL: "/auth" },
  });
