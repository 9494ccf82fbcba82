/** Change email: verified at the new address, noticed at the old (issue 31). */
export function EmailChange() {
  return null;
}
