/** Delete my account, with 14 days to change one's mind (issue 31). */
export function AccountDeletion() {
  return null;
}
