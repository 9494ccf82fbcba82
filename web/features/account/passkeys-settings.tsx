/** Add, name and remove passkeys (issue 31). */
export function PasskeysSettings() {
  return null;
}
