// The notification emails' words, in the recipient's language (issue 30): their
// profile's setting, or English when they chose none (a mail has no browser to ask).

import { defineMessages, type Message } from "../../../contracts/i18n/define-messages.ts";
import { isLanguage, type Language } from "../../../contracts/i18n/languages.ts";
import { emailPreferenceLabels, type NotificationKind } from "../../../contracts/notifications.ts";
import {
  type NotificationFacts,
  notificationSentences,
  notificationWords,
} from "../../../contracts/notifications-words.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { intlFor, type Words } from "../../platform/i18n/intl.ts";
import type { Mail } from "../../platform/mail/mail.ts";
import { escapeHtml } from "../../rendering/html.ts";
import { unsubscribeUrl } from "./unsubscribe-token.ts";

export const mailMessages = defineMessages({
  seeIt: { id: "emails.seeIt", defaultMessage: "{sentence}.\n\nSee it on Coastal: {url}" },
  more: {
    id: "emails.more",
    defaultMessage:
      "{covered, plural, one {1 more notification} other {# more notifications}} like this came in since our last email: see them all in Coastal.",
  },
  footerText: {
    id: "emails.footerText",
    defaultMessage: 'You get this email for "{reason}". Unsubscribe: {url}',
  },
  footerHtml: { id: "emails.footerHtml", defaultMessage: "You get this email for “{reason}”." },
  unsubscribe: { id: "emails.unsubscribeLink", defaultMessage: "Unsubscribe" },
  settingsOnProfile: {
    id: "emails.settingsOnProfile",
    defaultMessage: "All your email settings are on your Coastal profile.",
  },
});

/**
 * Words a feature hands over for its fuller mail: English text (said as is) or a message,
 * whose values may be messages too, said in the same language ("service" in "your service").
 */
export type MailWords =
  | string
  | Words
  | { descriptor: Words["descriptor"]; values: Record<string, string | number | Message> };

/** The language a person's mail is written in: their setting, else English. */
export const mailLanguage = (setting: string | null | undefined): Language =>
  isLanguage(setting) ? setting : "en";

/** `words` in `language`. */
export function sayIn(language: Language, words: MailWords): string {
  if (typeof words === "string") return words;
  const intl = intlFor(language);
  const values = Object.fromEntries(
    Object.entries(words.values ?? {}).map(([name, value]) => [
      name,
      typeof value === "object" ? intl.formatMessage(value) : value,
    ]),
  );
  return intl.formatMessage(words.descriptor, values);
}

/** The sentence each kind reads as, in the product's voice (the bell's and the mail's). */
export function sentence(row: NotificationFacts, language: Language = "en"): string {
  const intl = intlFor(language);
  const words = notificationWords(
    row,
    intl.formatMessage(notificationSentences.someone),
    (message) => intl.formatMessage(message),
  );
  return intl.formatMessage(words.descriptor, words.values);
}

export interface NotificationEmail {
  kind: NotificationKind;
  targetId: string;
  /** What the sentence is made of, said in each recipient's language. */
  facts: NotificationFacts;
  /** App path of the target. */
  link: string;
  /** Words of the feature's own, when it has a fuller mail (decisions, cancellations). */
  mail?: { subject: MailWords; body: MailWords };
}

export type MailPerson = { id: string; email: string; language: string | null };

/** The notification as an email, with the RFC 8058 one-click unsubscribe headers. */
export function notificationMail(
  settings: AppContext["settings"],
  person: MailPerson,
  email: NotificationEmail,
  covered: number,
): Mail {
  const language = mailLanguage(person.language);
  const intl = intlFor(language);
  const url = `${settings.BASE_URL}${email.link}`;
  const unsubscribe = unsubscribeUrl(settings, { userId: person.id, kind: email.kind });
  const said = sentence(email.facts, language);
  const more = covered > 0 ? `\n\n${intl.formatMessage(mailMessages.more, { covered })}` : "";
  const body = email.mail
    ? sayIn(language, email.mail.body)
    : intl.formatMessage(mailMessages.seeIt, { sentence: said, url });
  return emailWithUnsubscribe({
    to: person.email,
    language,
    subject: email.mail ? sayIn(language, email.mail.subject) : said,
    body: `${body}${more}`,
    unsubscribe,
    reason: intl.formatMessage(emailPreferenceLabels[email.kind]),
  });
}

/** A plain mail whose every copy carries its own one-click unsubscribe (header, text and HTML). */
export function emailWithUnsubscribe(options: {
  to: string;
  language: Language;
  subject: string;
  body: string;
  /** Instead of the plain body in the HTML part (the digest's lists). */
  htmlBody?: string;
  unsubscribe: string;
  reason: string;
}): Mail {
  const intl = intlFor(options.language);
  const settingsOnProfile = intl.formatMessage(mailMessages.settingsOnProfile);
  const footer = `${intl.formatMessage(mailMessages.footerText, { reason: options.reason, url: options.unsubscribe })}\n${settingsOnProfile}`;
  const htmlFooter = `${escapeHtml(intl.formatMessage(mailMessages.footerHtml, { reason: options.reason }))} <a href="${escapeHtml(options.unsubscribe)}" style="color:#0e7490">${escapeHtml(intl.formatMessage(mailMessages.unsubscribe))}</a>. ${escapeHtml(settingsOnProfile)}`;
  const htmlBody =
    options.htmlBody ?? `<p style="white-space:pre-line">${escapeHtml(options.body)}</p>`;
  return {
    to: options.to,
    subject: options.subject,
    text: `${options.body}\n\n— Coastal\n\n${footer}`,
    html: `<!doctype html><html lang="${options.language}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#0e7490;font-size:22px">Coastal</h1>
${htmlBody}
<p style="font-size:12px;color:#64748b;margin-top:32px">${htmlFooter}</p>
</body></html>`,
    headers: {
      "List-Unsubscribe": `<${options.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
