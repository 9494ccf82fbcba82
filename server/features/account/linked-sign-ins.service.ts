import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  type IdentityList,
  linkErrorParam,
  linkedMessages,
  linkedParam,
  linkReturnPath,
} from "../../../contracts/account-linked.ts";
import { account, user } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError } from "../../platform/http/errors.ts";
import { oidcProviderId } from "../../session/auth.ts";
import { toHeaders } from "../../session/session.ts";
import { noticeAccountChange } from "./account-notice.ts";
import { contextFor } from "./hook-context.ts";

/** better-auth names the email-and-password way to sign in so. */
const passwordProvider = "credential";
/** The ways to sign in this page knows; any other account row is not a member's to see or remove. */
const shownProviders = [passwordProvider, oidcProviderId];

const identityNotFound = () => new AppError("IDENTITY_NOT_FOUND", 404, linkedMessages.notFound);

/** Where better-auth's link callback goes on failure; the route turns its reason into our code. */
export const linkResultPath = "/api/account/identities/link-result";

/** The member's ways to sign in: their password and the provider's account, when linked. */
export async function listIdentities(
  { db, settings }: Pick<AppContext, "db" | "settings">,
  userId: string,
): Promise<IdentityList> {
  const rows = await db
    .select({ id: account.id, providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(and(eq(account.userId, userId), inArray(account.providerId, shownProviders)))
    .orderBy(account.createdAt);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.providerId === passwordProvider ? "password" : "provider",
      linkedAt: row.createdAt.toISOString(),
    })),
    provider: settings.oidc ? { id: oidcProviderId, name: settings.oidc.name } : null,
  };
}

/**
 * Starts linking the provider: better-auth's own link flow (state, PKCE, and on
 * the way back a check that the provider's account is nobody else's), called
 * here so that it runs only after the route's recent-proof check. Returns the
 * provider's sign-in address for the browser to go to, and the cookies to set with it.
 */
export async function startLink(
  { db, auth, settings }: Pick<AppContext, "db" | "auth" | "settings">,
  input: { userId: string; request: FastifyRequest },
): Promise<{ url: string; cookies: string[] }> {
  if (!settings.oidc) throw new AppError("NOT_FOUND", 404, linkedMessages.noProvider);
  const [linked] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, input.userId), eq(account.providerId, oidcProviderId)));
  if (linked) throw new AppError("IDENTITY_ALREADY_EXISTS", 409, linkedMessages.alreadyLinked);
  const { headers, response } = await auth.api.linkSocialAccount({
    headers: toHeaders(input.request),
    body: {
      provider: oidcProviderId,
      callbackURL: `${linkReturnPath}?${linkedParam}=1`,
      errorCallbackURL: linkResultPath,
      disableRedirect: true,
    },
    returnHeaders: true,
  });
  // The state cookie that ties the provider's answer to this browser.
  return { url: response.url ?? "", cookies: headers.getSetCookie() };
}

/** better-auth's reason for a failed link, as the API's code the page explains. */
export function linkFailure(reason: string | undefined): string {
  const code =
    reason === "account_already_linked_to_different_user"
      ? "IDENTITY_ALREADY_EXISTS"
      : "LINK_FAILED";
  return `${linkReturnPath}?${linkErrorParam}=${code}`;
}

/**
 * Removes one of the member's ways to sign in, never the last: the user row is
 * locked first, so two removals at once cannot each see the other's and leave none.
 */
export async function removeIdentity(
  context: AppContext,
  input: { userId: string; identityId: string; request: FastifyRequest },
): Promise<void> {
  const removed = await context.db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, input.userId)).for("update");
    const rows = await tx
      .select({ id: account.id, providerId: account.providerId })
      .from(account)
      .where(eq(account.userId, input.userId));
    const target = rows.find(
      (row) => row.id === input.identityId && shownProviders.includes(row.providerId),
    );
    if (!target) throw identityNotFound();
    if (rows.length <= 1) {
      throw new AppError("SINGLE_IDENTITY_NOT_DELETABLE", 409, linkedMessages.single);
    }
    await tx.delete(account).where(eq(account.id, target.id));
    return target;
  });
  await noticeAccountChange(context, {
    userId: input.userId,
    kind: "identityUnlinked",
    request: input.request,
    details: { provider: providerName(context, removed.providerId) },
  });
}

function providerName({ settings }: Pick<AppContext, "settings">, providerId: string) {
  if (providerId === passwordProvider) return "password";
  return providerId === oidcProviderId && settings.oidc ? settings.oidc.name : providerId;
}

/**
 * better-auth added a way to sign in (auth-hooks.ts). A provider's account added
 * to a user who already had another way is a link (from the Security section, or
 * an existing address signing in with the provider): the member is told.
 */
export async function noticeLinkedAccount(
  db: AppContext["db"],
  created: { userId: string; providerId: string },
) {
  if (created.providerId !== oidcProviderId) return;
  const context = contextFor(db);
  if (!context) return;
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(eq(account.userId, created.userId));
  if (rows.length < 2) return;
  await noticeAccountChange(context, {
    userId: created.userId,
    kind: "identityLinked",
    details: { provider: providerName(context, created.providerId) },
  });
}
