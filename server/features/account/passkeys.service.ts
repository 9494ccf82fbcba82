import { getAuthenticatorName } from "@better-auth/passkey";
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type AccountPasskey, passkeyMessages } from "../../../contracts/account-passkeys.ts";
import type { Db } from "../../db/client.ts";
import { passkey, verification } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import { passkeyParty } from "../../session/plugins/passkey.ts";
import { noticeAccountChange } from "./account-notice.ts";
import { markProven } from "./recent-proof.ts";

/** How long the browser has to answer a proof's challenge (WebAuthn's own default). */
const challengeSeconds = 5 * 60;

const present = (row: typeof passkey.$inferSelect): AccountPasskey => ({
  id: row.id,
  name: row.name,
  provider: getAuthenticatorName(row.aaguid) ?? null,
  synced: row.deviceType === "multiDevice",
  createdAt: row.createdAt.toISOString(),
});

/** The member's own passkeys, newest first. */
export async function listPasskeys(db: Db, userId: string): Promise<AccountPasskey[]> {
  const rows = await db
    .select()
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(desc(passkey.createdAt), desc(passkey.id));
  return rows.map(present);
}

/** Renames one of the member's passkeys; anyone else's is "not found", never "forbidden". */
export async function renamePasskey(
  db: Db,
  input: { userId: string; id: string; name: string },
): Promise<AccountPasskey> {
  const [row] = await db
    .update(passkey)
    .set({ name: input.name })
    .where(and(eq(passkey.id, input.id), eq(passkey.userId, input.userId)))
    .returning();
  if (!row) throw notFound(passkeyMessages.notFound);
  return present(row);
}

/**
 * Removes one of the member's passkeys and tells them by email. One statement, so
 * of two removals at once only one finds the row and only one email is sent.
 */
export async function removePasskey(
  context: AppContext,
  input: { userId: string; id: string; request: FastifyRequest },
): Promise<void> {
  const [row] = await context.db
    .delete(passkey)
    .where(and(eq(passkey.id, input.id), eq(passkey.userId, input.userId)))
    .returning({ name: passkey.name });
  if (!row) throw notFound(passkeyMessages.notFound);
  await noticeAccountChange(context, {
    userId: input.userId,
    kind: "passkeyRemoved",
    request: input.request,
    ...(row.name ? { details: { name: row.name } } : {}),
  });
}

const proofKey = (sessionId: string) => `passkey-proof:${sessionId}`;

/**
 * WebAuthn request options that only the member's own passkeys can answer, to
 * confirm it is them without signing in again. The challenge is kept for this
 * session only, in better-auth's verifications table, replacing any earlier one.
 */
export async function passkeyProofOptions(
  context: Pick<AppContext, "db" | "settings">,
  input: { userId: string; sessionId: string },
) {
  const { db, settings } = context;
  const keys = await db.select().from(passkey).where(eq(passkey.userId, input.userId));
  if (keys.length === 0) throw badRequest(passkeyMessages.noPasskeys);
  const options = await generateAuthenticationOptions({
    rpID: passkeyParty(settings).rpID,
    userVerification: "preferred",
    timeout: challengeSeconds * 1000,
    allowCredentials: keys.map((key) => ({
      id: key.credentialID,
      transports: key.transports
        ? (key.transports.split(",").filter(Boolean) as AuthenticatorTransportFuture[])
        : undefined,
    })),
  });
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, proofKey(input.sessionId)));
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: proofKey(input.sessionId),
      value: options.challenge,
      expiresAt: sql`now() + make_interval(secs => ${challengeSeconds})`,
    });
  });
  return options;
}

/**
 * Checks an assertion against the challenge this session was given and the
 * member's own passkey, then counts the session as proven. The challenge is
 * deleted as it is read, in one statement: a replayed assertion, or the same one
 * sent twice at once, finds no challenge and is refused.
 */
export async function proveWithPasskey(
  context: Pick<AppContext, "db" | "settings">,
  input: { userId: string; sessionId: string; response: AuthenticationResponseJSON },
): Promise<void> {
  const { db, settings } = context;
  const [challenge] = await db
    .delete(verification)
    .where(
      and(
        eq(verification.identifier, proofKey(input.sessionId)),
        gt(verification.expiresAt, sql`now()`),
      ),
    )
    .returning({ value: verification.value });
  if (!challenge) throw badRequest(passkeyMessages.proofFailed);
  const [key] = await db
    .select()
    .from(passkey)
    .where(and(eq(passkey.credentialID, input.response.id), eq(passkey.userId, input.userId)));
  if (!key) throw badRequest(passkeyMessages.proofFailed);
  const party = passkeyParty(settings);
  const verified = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge.value,
    expectedOrigin: party.origin,
    expectedRPID: party.rpID,
    credential: {
      id: key.credentialID,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64")),
      counter: key.counter,
      transports: key.transports
        ? (key.transports.split(",").filter(Boolean) as AuthenticatorTransportFuture[])
        : undefined,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw badRequest(passkeyMessages.proofFailed);
  await db
    .update(passkey)
    .set({ counter: verified.authenticationInfo.newCounter })
    .where(eq(passkey.id, key.id));
  await markProven(db, input.sessionId);
}
