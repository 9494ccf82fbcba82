import { randomUUID } from "node:crypto";
import { createOTP } from "@better-auth/utils/otp";
import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { and, eq, like } from "drizzle-orm";
import QRCode from "qrcode";
import type { TwoFactorSetup, TwoFactorStatus } from "../../../contracts/account-two-factor.ts";
import type { Db } from "../../db/client.ts";
import { twoFactor, user, verification } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { twoFactorLimits } from "../../session/plugins/two-factor.ts";

// better-auth's twoFactor plugin keeps the secret and the backup codes encrypted with
// AUTH_SECRET, in its own formats; these functions write and read the same formats, so
// its sign-in code step (verify-totp, verify-backup-code) checks what Coastal set up.
// Coastal does setup, confirmation and turning off itself because better-auth's
// endpoints ask for the password again where Coastal asks for a recent proof.

type AuthContext = Pick<AppContext, "auth" | "db">;

const issuer = "Coastal";
const totp = (secret: string) => createOTP(secret, { digits: 6, period: 30 });
const keyOf = async ({ auth }: AuthContext) => (await auth.$context).secretConfig;

async function findFactor(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

async function readSecret(context: AuthContext, encrypted: string): Promise<string> {
  return symmetricDecrypt({ key: await keyOf(context), data: encrypted });
}

async function readBackupCodes(context: AuthContext, encrypted: string): Promise<string[]> {
  const codes = JSON.parse(await symmetricDecrypt({ key: await keyOf(context), data: encrypted }));
  return Array.isArray(codes) ? codes : [];
}

/**
 * Ten new codes in better-auth's shape ("abcde-12345") and their stored form. Lower
 * case only, so a code read aloud or copied by hand is not refused for a capital.
 */
async function newBackupCodes(context: AuthContext) {
  const codes = Array.from({ length: twoFactorLimits.backupCodes }, () => {
    const code = generateRandomString(10, "a-z", "0-9");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  const stored = await symmetricEncrypt({ key: await keyOf(context), data: JSON.stringify(codes) });
  return { codes, stored };
}

export async function twoFactorStatus(
  context: AuthContext,
  userId: string,
): Promise<TwoFactorStatus> {
  const [member] = await context.db
    .select({ enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  const factor = await findFactor(context.db, userId);
  const enabled = Boolean(member?.enabled && factor?.verified);
  return {
    enabled,
    backupCodesLeft:
      enabled && factor ? (await readBackupCodes(context, factor.backupCodes)).length : null,
  };
}

/**
 * A new secret, not in use yet: the factor turns on only once a code from it checks
 * (confirmTwoFactor). Starting again replaces an unconfirmed secret.
 */
export async function startTwoFactorSetup(
  context: AuthContext,
  member: { id: string; email: string },
): Promise<TwoFactorSetup | "alreadyEnabled"> {
  const existing = await findFactor(context.db, member.id);
  if (existing?.verified) return "alreadyEnabled";
  const secret = generateRandomString(32);
  const key = await keyOf(context);
  const row = {
    secret: await symmetricEncrypt({ key, data: secret }),
    // better-auth's column needs codes; the real ten are made when the setup is confirmed.
    backupCodes: (await newBackupCodes(context)).stored,
    verified: false,
  };
  await context.db
    .insert(twoFactor)
    .values({ id: randomUUID(), userId: member.id, ...row })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: row,
      where: eq(twoFactor.verified, false),
    });
  const totpUri = totp(secret).url(issuer, member.email);
  return {
    secret: new URL(totpUri).searchParams.get("secret") ?? "",
    totpUri,
    qrCode: await QRCode.toDataURL(totpUri, { type: "image/png", margin: 1, width: 240 }),
  };
}

/** Whether `code` is the member's authenticator code now (one step either side). */
export async function authenticatorCodeChecks(
  context: AuthContext,
  userId: string,
  code: string,
  { pending }: { pending: boolean },
): Promise<boolean | "noFactor"> {
  const factor = await findFactor(context.db, userId);
  if (!factor || factor.verified === pending) return "noFactor";
  return totp(await readSecret(context, factor.secret)).verify(code);
}

/**
 * Turns the factor on after its first code checked, with ten fresh backup codes
 * (shown once). Conditional on the row still being unconfirmed, so two confirmations
 * at once turn it on once.
 */
export async function confirmTwoFactor(
  context: AuthContext,
  userId: string,
): Promise<string[] | null> {
  const { codes, stored } = await newBackupCodes(context);
  const [confirmed] = await context.db
    .update(twoFactor)
    .set({ verified: true, backupCodes: stored, failedVerificationCount: 0, lockedUntil: null })
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, false)))
    .returning({ id: twoFactor.id });
  if (!confirmed) return null;
  // Through better-auth, so its hooks forget the member's cached sessions on every instance.
  await (await context.auth.$context).internalAdapter.updateUser(userId, {
    twoFactorEnabled: true,
  });
  return codes;
}

/** Ten new backup codes replace the old ones, which stop working at once. */
export async function regenerateBackupCodes(
  context: AuthContext,
  userId: string,
): Promise<string[] | null> {
  const { codes, stored } = await newBackupCodes(context);
  const [updated] = await context.db
    .update(twoFactor)
    .set({ backupCodes: stored })
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, true)))
    .returning({ id: twoFactor.id });
  return updated ? codes : null;
}

/** Off: the secret, the backup codes and every device trusted for 30 days are forgotten. */
export async function turnOffTwoFactor(context: AuthContext, userId: string): Promise<boolean> {
  const removed = await context.db
    .delete(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .returning({ verified: twoFactor.verified });
  // better-auth keeps each trusted device as a verification row whose value is the user id.
  await context.db
    .delete(verification)
    .where(and(like(verification.identifier, "trust-device-%"), eq(verification.value, userId)));
  await (await context.auth.$context).internalAdapter.updateUser(userId, {
    twoFactorEnabled: false,
  });
  return removed.some((row) => row.verified);
}
