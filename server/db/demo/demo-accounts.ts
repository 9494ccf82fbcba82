// What marks an account as demo (decision 060), apart from the content, so the
// admin's "Remove demo content" can find demo members without loading the content.

/**
 * Demo members' addresses are on this domain and nobody else's can be: ".invalid"
 * is reserved (RFC 2606) and receives no mail, so no one can verify an address there.
 */
export const demoEmailDomain = "demo.coastal.invalid";
export const demoEmail = (username: string) => `${username}@${demoEmailDomain}`;
/** Demo user ids: stable, so one seeded install reads like another. */
export const demoUserId = (username: string) => `demo-${username}`;
