/** Authenticator app and backup codes (issue 31). */
export function TwoFactorSettings() {
  return null;
}
