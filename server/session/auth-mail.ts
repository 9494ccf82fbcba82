import { authLimits } from "../../contracts/auth.ts";
import { defineMessages } from "../../contracts/i18n/define-messages.ts";
import { type Language, pickLanguage } from "../../contracts/i18n/languages.ts";
import { intlFor } from "../platform/i18n/intl.ts";
import { addressLanguage, cookieLanguage } from "../platform/i18n/request-language.ts";
import { linkMail, type Mail } from "../platform/mail/mail.ts";

const messages = defineMessages({
  resetSubject: { id: "auth.mail.resetSubject", defaultMessage: "Reset your Coastal password" },
  resetIntro: {
    id: "auth.mail.resetIntro",
    defaultMessage: "Someone asked to reset the password of your Coastal account.",
  },
  resetAction: { id: "auth.mail.resetAction", defaultMessage: "Choose a new password" },
  resetOutro: {
    id: "auth.mail.resetOutro",
    defaultMessage:
      "The link works once and expires in one hour. If this was not you, ignore this mail.",
  },
  verifySubject: { id: "auth.mail.verifySubject", defaultMessage: "Verify your email for Coastal" },
  verifyIntro: {
    id: "auth.mail.verifyIntro",
    defaultMessage:
      "Welcome to Coastal! Confirm your email address to finish creating your account.",
  },
  verifyAction: { id: "auth.mail.verifyAction", defaultMessage: "Verify my email" },
  verifyOutro: {
    id: "auth.mail.verifyOutro",
    defaultMessage: "The link expires in {hours} hours.",
  },
  emailChangeSubject: {
    id: "account.credentials.mail.changeSubject",
    defaultMessage: "Confirm your new email address for Coastal",
  },
  emailChangeIntro: {
    id: "account.credentials.mail.changeIntro",
    defaultMessage:
      "Someone asked to use this address for their Coastal account. Confirm it to finish the change; until then the account keeps its old address.",
  },
  emailChangeAction: {
    id: "account.credentials.mail.changeAction",
    defaultMessage: "Confirm my new email",
  },
});

/**
 * The language of a mail better-auth sends while answering `request` (sign-up, a resend,
 * a reset request): the visitor is not signed in, so their cookie or browser decides,
 * as it does for the page they are on (decision 063).
 */
export function mailLanguage(request: Request | undefined): Language {
  if (!request) return "en";
  return pickLanguage(
    [addressLanguage(request.url), cookieLanguage(request.headers.get("cookie") ?? undefined)],
    request.headers.get("accept-language") ?? undefined,
  );
}

/** The password reset mail, in `language`. */
export function resetPasswordMail(to: string, url: string, language: Language): Mail {
  const intl = intlFor(language);
  return linkMail({
    to,
    subject: intl.formatMessage(messages.resetSubject),
    intro: intl.formatMessage(messages.resetIntro),
    action: intl.formatMessage(messages.resetAction),
    url,
    outro: intl.formatMessage(messages.resetOutro),
  });
}

/** The email verification mail, in `language`. */
export function verificationMail(to: string, url: string, language: Language): Mail {
  const intl = intlFor(language);
  return linkMail({
    to,
    subject: intl.formatMessage(messages.verifySubject),
    intro: intl.formatMessage(messages.verifyIntro),
    action: intl.formatMessage(messages.verifyAction),
    url,
    outro: intl.formatMessage(messages.verifyOutro, { hours: authLimits.verificationLinkHours }),
  });
}

/** The link that confirms a new address for an existing account (user.changeEmail), in `language`. */
export function emailChangeMail(to: string, url: string, language: Language): Mail {
  const intl = intlFor(language);
  return linkMail({
    to,
    subject: intl.formatMessage(messages.emailChangeSubject),
    intro: intl.formatMessage(messages.emailChangeIntro),
    action: intl.formatMessage(messages.emailChangeAction),
    url,
    outro: intl.formatMessage(messages.verifyOutro, { hours: authLimits.verificationLinkHours }),
  });
}
