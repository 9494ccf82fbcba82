/** Link or unlink the provider's sign-in (issue 31). */
export function LinkedSignIns() {
  return null;
}
