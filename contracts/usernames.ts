// Usernames' rules without zod, so the sign-up page can use them without loading the schemas.

// Names that would pass for the operators of the site, or for the placeholders
// the pages show when a name is missing ("Anonymous", "Unknown").
const reservedUsernames = new Set(
  [
    "abuse admin administrator admins anonymous coastal coastaladmin coastalsupport coastalteam",
    "contact everyone help helpdesk hostmaster info mod moderator moderators mods noreply null",
    "official owner postmaster root security staff support sysadmin system team undefined",
    "unknown webmaster",
  ]
    .join(" ")
    .split(" "),
);

/** Case, spaces, dots, dashes and underscores do not make a reserved name another one. */
export const isReservedUsername = (name: string) =>
  reservedUsernames.has(name.toLowerCase().replace(/[\s._-]+/g, ""));

/**
 * A new account's username: the part of the address before "@" (spec section 3),
 * or a neutral name when that part is reserved ("admin@...").
 */
export function usernameFromEmail(email: string): string {
  const local = email.trim().split("@")[0] ?? "";
  return local && !isReservedUsername(local) ? local : "member";
}

/**
 * What a new profile's name starts from: the part before "@" (at most 40 characters),
 * "member" when there is none, and whether that name is reserved (it then takes a
 * number, "admin2": issue 28).
 */
export function usernameBaseFromEmail(email: string): { base: string; reserved: boolean } {
  const base = (email.trim().split("@")[0] ?? "").slice(0, 40) || "member";
  return { base, reserved: isReservedUsername(base) };
}
