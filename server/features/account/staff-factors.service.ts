import { and, eq, like, sql } from "drizzle-orm";
import { staffFactorMessages } from "../../../contracts/account-staff-rules.ts";
import { adminMessages } from "../../../contracts/admin-rules.ts";
import { passkey, twoFactor, user, verification } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest, conflict, notFound } from "../../platform/http/errors.ts";
import { isSelf } from "../../policies/actor.ts";
import type { Viewer } from "../../session/session.ts";

/** better-auth's twoFactor plugin names a trusted device's row `trust-device-<random>`, valued the user id. */
const trustedDevicePrefix = "trust-device-";

/**
 * An admin resets a member's second factors (decision 067), for a member who lost
 * their phone or passkeys: the authenticator app's secret and backup codes, every
 * passkey and every trusted device go, in one transaction. 404 for no such account,
 * 400 on oneself (the Security section, with its recent proof, is for that), 409
 * when there was nothing to reset, so a retried click does not mail twice.
 */
export async function resetSecondFactors(
  { db }: Pick<AppContext, "db">,
  input: { viewer: Viewer; userId: string },
): Promise<{ email: string }> {
  if (isSelf(input.viewer, input.userId)) throw badRequest(staffFactorMessages.notOnYourself);
  return db.transaction(async (tx) => {
    // The member's row, locked: two admins resetting at once take turns, and the second finds nothing.
    const [member] = await tx
      .select({ id: user.id, email: user.email, enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, input.userId))
      .for("update");
    if (!member) throw notFound(adminMessages.userNotFound);
    const totp = await tx
      .delete(twoFactor)
      .where(eq(twoFactor.userId, member.id))
      .returning({ id: twoFactor.id });
    const passkeys = await tx
      .delete(passkey)
      .where(eq(passkey.userId, member.id))
      .returning({ id: passkey.id });
    await tx
      .delete(verification)
      .where(
        and(
          like(verification.identifier, `${trustedDevicePrefix}%`),
          eq(verification.value, member.id),
        ),
      );
    if (!member.enabled && totp.length === 0 && passkeys.length === 0) {
      throw conflict(staffFactorMessages.noFactorsToReset);
    }
    await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: sql`now()` })
      .where(eq(user.id, member.id));
    return { email: member.email };
  });
}
