/** Sign in with a one-time code sent by email (issue 31). */
export function EmailCodeSignIn() {
  return null;
}
