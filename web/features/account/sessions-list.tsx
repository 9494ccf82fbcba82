/** Signed-in devices: end one, all others, or all (issue 31). */
export function SessionsList() {
  return null;
}
