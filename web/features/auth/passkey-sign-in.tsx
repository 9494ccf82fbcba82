/** Sign in with a passkey instead of a password (issue 31). */
export function PasskeySignIn() {
  return null;
}
