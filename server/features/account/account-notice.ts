import { desc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import { accountEvents, profiles, user } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { intlFor, requestLanguage } from "../../platform/i18n/intl.ts";
import { type Mail, noticeMail } from "../../platform/mail/mail.ts";
import { queueMail } from "../../platform/mail/mail-queue.ts";
import { noticeBodies, noticeFooter, noticeSubjects } from "./account-notice-words.ts";
import { describeDevice } from "./session-device.ts";

/** Every change to an account's security, each with its own email in both languages (issue 31, scope 12). */
export type AccountChange =
  | "passwordChanged"
  | "emailChangeRequested"
  | "emailChanged"
  | "twoFactorEnabled"
  | "twoFactorDisabled"
  | "backupCodesRegenerated"
  | "passkeyAdded"
  | "passkeyRemoved"
  | "identityLinked"
  | "identityUnlinked"
  | "sessionsEnded"
  | "factorsResetByAdmin"
  | "dataExportReady"
  | "deletionScheduled"
  | "deletionCancelled";

export type AccountChangeNotice = {
  userId: string;
  kind: AccountChange;
  /** The request that made the change: its address and browser go in the record and the mail. */
  request?: FastifyRequest;
  /** The mail's language when the member follows their browser and no request is at hand (a background job's). */
  language?: Language;
  /**
   * Kept in the record. `emailChangeRequested` needs `newEmail`; `emailChanged` needs
   * `oldEmail` and `newEmail` (both addresses are told).
   */
  details?: Record<string, string>;
};

type NoticeContext = Pick<AppContext, "db" | "mailer" | "background" | "settings">;

/**
 * Records the change as an audit event and emails the member about it, in their
 * language. Call it after the change committed. The record is written before the
 * mail is queued, so a lost mail never loses the record; the mail goes through the
 * durable queue and never holds the answer up.
 */
export async function noticeAccountChange(
  context: NoticeContext,
  change: AccountChangeNotice,
): Promise<void> {
  const { db } = context;
  const [member] = await db
    .select({ email: user.email, username: profiles.username, language: profiles.language })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, change.userId));
  if (!member) return;
  const ipAddress = change.request?.ip ?? null;
  const userAgent = change.request?.headers["user-agent"]?.slice(0, 512) ?? null;
  const [event] = await db
    .insert(accountEvents)
    .values({
      userId: change.userId,
      kind: change.kind,
      ipAddress,
      userAgent,
      details: change.details ?? null,
    })
    .returning({ createdAt: accountEvents.createdAt });
  const language =
    member.language ?? change.language ?? (change.request ? requestLanguage(change.request) : "en");
  const recipients = new Set([member.email]);
  if (change.kind === "emailChanged" && change.details?.oldEmail) {
    recipients.add(change.details.oldEmail);
  }
  for (const to of recipients) {
    await queueMail(
      context,
      accountChangeMail({
        to,
        kind: change.kind,
        language,
        name: member.username ?? member.email.split("@")[0] ?? "",
        when: event?.createdAt ?? new Date(),
        from: userAgent || ipAddress ? { userAgent, ipAddress } : null,
        details: change.details ?? {},
        securityUrl: new URL("/profile", context.settings.BASE_URL).toString(),
      }),
    );
  }
}

/** One change's mail in `language`: the subject, what happened, when, from where, what to do. */
export function accountChangeMail(input: {
  to: string;
  kind: AccountChange;
  language: Language;
  name: string;
  when: Date;
  from: { userAgent: string | null; ipAddress: string | null } | null;
  details: Record<string, string>;
  securityUrl: string;
}): Mail {
  const intl = intlFor(input.language);
  const when = intl.formatDate(input.when, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });
  const lines = [
    intl.formatMessage(noticeFooter.greeting, { name: input.name }),
    intl.formatMessage(noticeBodies[input.kind], {
      newEmail: input.details.newEmail ?? "",
      oldEmail: input.details.oldEmail ?? "",
    }),
    intl.formatMessage(noticeFooter.when, { when }),
  ];
  if (input.from) {
    lines.push(
      intl.formatMessage(noticeFooter.where, {
        browser: browserName(input.from.userAgent, (browser, os) =>
          intl.formatMessage(noticeFooter.device, { browser, os }),
        ),
        ip: input.from.ipAddress ?? "?",
      }),
    );
  }
  lines.push(intl.formatMessage(noticeFooter.security, { url: input.securityUrl }));
  return noticeMail({
    to: input.to,
    subject: intl.formatMessage(noticeSubjects[input.kind]),
    body: lines.join("\n\n"),
  });
}

/**
 * "Chrome 131 on macOS", as the devices list names it: the raw user agent
 * ("Mozilla/5.0 (X11; …) AppleWebKit/537.36 …") means nothing to most members.
 */
function browserName(userAgent: string | null, onSystem: (browser: string, os: string) => string) {
  const { browser, os } = describeDevice(userAgent);
  if (browser && os) return onSystem(browser, os);
  return browser ?? os ?? userAgent ?? "?";
}

/** A member's security history, newest first (for the admin's view of a member). */
export function listAccountEvents(db: Db, userId: string, limit = 50) {
  return db
    .select({
      id: accountEvents.id,
      kind: accountEvents.kind,
      ipAddress: accountEvents.ipAddress,
      userAgent: accountEvents.userAgent,
      details: accountEvents.details,
      createdAt: accountEvents.createdAt,
    })
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId))
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(limit);
}
